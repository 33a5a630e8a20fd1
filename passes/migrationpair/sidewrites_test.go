package migrationpair_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

// TestSideWrites: a closed side writes only its side-fields, the progress
// record (even where the record's requires: is unmet) and its listed
// fields; any other status field it writes, directly or through a helper
// of another package, is MP1001. The VM controller, no side, writes the
// same fields freely.
func TestSideWrites(t *testing.T) {
	runTree(t, passkit.Settings{}, "sidewrites", "kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/virt-handler")
}

// TestSideWritesRelated: a write through a helper relates the helper's
// write; every finding has a subject.
func TestSideWritesRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, migrationpair.Def().New, "sidewrites/policy.yaml",
		"kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/virt-handler")
	diagtest.CheckRelated(t, ds, "MP1001", "migration-target.go:27",
		diagtest.Link{At: "netstat.go:11", Message: "netstat.NetStat.UpdateStatus writes VirtualMachineInstanceStatus.Interfaces (write)"})
	diagtest.CheckRelated(t, ds, "MP1001", "migration-source.go:11")
	diagtest.CheckSubjects(t, ds, "MP1001")
}

// TestSideWritesConfigErrors: a side-writes entry names a side, once per
// type; errors are one positioned line.
func TestSideWritesConfigErrors(t *testing.T) {
	policytest.BodyErrors(t, section, []configError{
		{"unknown side", `
  side-writes:
    - {side: controller, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus}
`, `test.yaml:4:7: migration.side-writes[0].side: "controller" is not a side (write source or target)`},
		{"twice", `
  side-writes:
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus}
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus, fields: [NodeName]}
`, `test.yaml:5:7: migration.side-writes[1]: the target side's writes to kubevirt.io/api/core/v1.VirtualMachineInstanceStatus are already listed at test.yaml:4:7; merge the entries`},
		{"bad field", `
  side-writes:
    - {side: target, type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus, fields: [Interfaces/IP]}
`, `test.yaml:4:91: migration.side-writes[0].fields[0]: bad field path "Interfaces/IP"`},
		{"handler requirement", `
  side-writes:
    - side: target
      type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus
      requires: [(kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).sync]
`, `migration.side-writes[0]: requires (kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController).sync names code outside the API packages`},
	})
}

// TestSideWritesStale: a listed field the type lacks is a stale entry
// (KV0003), and the progress record's unmet requirement is listed as
// skipped; the side's check still runs.
func TestSideWritesStale(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(analysistest.TestData(), "sidewrites", "policy.yaml"))
	require.NoError(t, err)
	body := strings.Replace(string(data), "fields: [NodeName, Conditions]", "fields: [NodeName, Conditions, NodeNmae]", 1)
	p, err := policy.Parse("policy.yaml", []byte(body))
	require.NoError(t, err)
	log := stale.NewLog()
	a := migrationpair.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: log})
	analysistest.Run(t, diagtest.TestData(t, "sidewrites"), a, "kubevirt.io/kubevirt/pkg/network/netstat", "kubevirt.io/kubevirt/pkg/virt-handler")
	got := strings.Join(diagtest.StaleLines(log), "\n")
	assert.Contains(t, got, "policy.yaml:26:38: KV0003: stale policy entry (migrationpair): migration: NodeNmae: no field NodeNmae in v1.VirtualMachineInstanceStatus")
	assert.Contains(t, got, "NoSuchMarker")
}
