package migrationpair_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/migrationpair"
)

// asUnderCI builds the analyzer as kvlint ci does: subjects in the
// categories, suppressed findings reported.
func asUnderCI(t *testing.T, policyFile string) *analysis.Analyzer {
	p := policytest.Load(t, filepath.Join(analysistest.TestData(), policyFile))
	return migrationpair.NewWithSettings(passkit.Settings{Source: policy.Fixed(p), ShowSuppressed: true})
}

// TestSubjects: every migrationpair finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	run := func(dir string, pkgs ...string) []diagtest.Diagnostic {
		p := policytest.Load(t, filepath.Join(dir, "policy.yaml"))
		a := migrationpair.NewWithSettings(passkit.Settings{Source: policy.Fixed(p), ShowSuppressed: true})
		return diagtest.Run(t, dir, a, pkgs...)
	}
	td := analysistest.TestData()
	var ds []diagtest.Diagnostic
	ds = append(ds, run(td,
		"kubevirt.io/kubevirt/pkg/util/migrations",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/leaky",
		"kubevirt.io/kubevirt/pkg/virt-handler/keysets",
		"kubevirt.io/kubevirt/pkg/virt-handler/keysets/equal",
		"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/migration",
	)...)
	ds = append(ds, run(filepath.Join(td, "cleanup"), "kubevirt.io/kubevirt/pkg/virt-handler")...)
	ds = append(ds, run(filepath.Join(td, "progress"), "kubevirt.io/kubevirt/pkg/virt-handler", "kubevirt.io/kubevirt/pkg/virt-handler/legacy")...)
	diagtest.CheckSubjects(t, ds, "MP1001", "MP1002", "MP1003", "MP1004", "MP1005", "KV0001")
}
