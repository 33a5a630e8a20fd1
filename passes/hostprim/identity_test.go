package hostprim_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/hostprim"
)

// asUnderCI builds the analyzer as kvlint ci does: subjects in the
// categories, suppressed findings reported.
func asUnderCI(t *testing.T, policyFile string) *analysis.Analyzer {
	p := policytest.Load(t, filepath.Join(analysistest.TestData(), policyFile))
	return hostprim.NewWithSettings(passkit.Settings{Source: policy.Fixed(p), ShowSuppressed: true})
}

// TestSubjects: every hostprim finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	var ds []diagtest.Diagnostic
	ds = append(ds, diagtest.Run(t, analysistest.TestData(), asUnderCI(t, "policy.yaml"),
		"kubevirt.io/kubevirt/cmd/virt-chroot",
		"kubevirt.io/kubevirt/pkg/hostmount",
		"kubevirt.io/kubevirt/pkg/hypervisor",
		"kubevirt.io/kubevirt/pkg/network/netns",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch",
		"kubevirt.io/kubevirt/pkg/virt-handler/cgroup",
		"kubevirt.io/kubevirt/pkg/virt-handler/isolation",
		"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap",
		"kubevirt.io/kubevirt/pkg/util/sysctl",
		"kubevirt.io/kubevirt/pkg/virt-handler/ksm",
	)...)
	ds = append(ds, diagtest.Run(t, analysistest.TestData(), asUnderCI(t, "policy-podroot.yaml"),
		"kubevirt.io/kubevirt/pkg/downwardmetrics",
		"kubevirt.io/kubevirt/pkg/virt-handler/podroot",
		"kubevirt.io/kubevirt/pkg/safepath",
	)...)
	diagtest.CheckSubjects(t, ds, "HP1001", "HP1002", "HP1003", "HP1004", "KV0001")
}
