package hostprim_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
	"github.com/kvlint/kvlint/passes/hostprim"
)

func load(t *testing.T, file string) *policy.Policy { return policytest.Load(t, file) }

// mainFixtures are the fixture packages checked under testdata/policy.yaml;
// podRootFixtures those checked under testdata/policy-podroot.yaml. The
// diagnostic tests run the same lists under kvlint ci.
var (
	mainFixtures = []string{
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
		"kubevirt.io/kubevirt/pkg/virt-controller/execforms",
		"kubevirt.io/kubevirt/pkg/virt-controller/narrowed",
		"kubevirt.io/kubevirt/pkg/virt-controller/narrowwire",
		"kubevirt.io/kubevirt/pkg/narrowns",
		"kubevirt.io/kubevirt/pkg/util/hostexec",
		"kubevirt.io/kubevirt/pkg/virt-controller/execwire",
		"kubevirt.io/kubevirt/pkg/util/hostbin",
		"kubevirt.io/kubevirt/pkg/virt-controller/initimports",
		"kubevirt.io/kubevirt/pkg/util/initheld",
		"kubevirt.io/kubevirt/pkg/util/heldprim",
	}
	podRootFixtures = []string{
		"kubevirt.io/kubevirt/pkg/downwardmetrics",
		"kubevirt.io/kubevirt/pkg/virt-handler/podroot",
		"kubevirt.io/kubevirt/pkg/virt-handler/podcallback",
		"kubevirt.io/kubevirt/pkg/virt-handler/rootwalk",
		"kubevirt.io/kubevirt/pkg/virt-handler/podrunner",
		"kubevirt.io/kubevirt/pkg/virt-handler/podfield",
		"kubevirt.io/kubevirt/pkg/virt-handler/podfielduse",
		"kubevirt.io/kubevirt/pkg/virt-handler/podexec",
		"kubevirt.io/kubevirt/pkg/safepath",
		"kubevirt.io/kubevirt/pkg/virt-handler/podchain",
		"kubevirt.io/kubevirt/pkg/virt-handler/usecheck",
		"kubevirt.io/kubevirt/pkg/virt-handler/podiface",
		"kubevirt.io/kubevirt/pkg/virt-handler/podtree",
		"kubevirt.io/kubevirt/pkg/storage/export/virt-exportserver",
		"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy",
		"kubevirt.io/kubevirt/pkg/virt-handler/proxyctl",
		"kubevirt.io/kubevirt/pkg/virt-handler/proxydryrun",
		"kubevirt.io/kubevirt/pkg/virt-handler/proxywire",
		"kubevirt.io/kubevirt/pkg/virt-handler/podrevisit",
		"kubevirt.io/kubevirt/pkg/virt-handler/podrevisitvar",
		"kubevirt.io/kubevirt/pkg/virt-handler/podseam",
		"kubevirt.io/kubevirt/pkg/virt-handler/podshapes",
		"kubevirt.io/kubevirt/pkg/network/sockrepair",
		"kubevirt.io/kubevirt/pkg/virt-handler/podfuncval",
		"kubevirt.io/kubevirt/pkg/virt-handler/podfuncwire",
		"kubevirt.io/kubevirt/pkg/virt-handler/podhook",
		"kubevirt.io/kubevirt/pkg/virt-handler/podhookwire",
		"kubevirt.io/kubevirt/pkg/virt-handler/podhookmain",
	}
)

func TestHostprim(t *testing.T) {
	a := hostprim.Def().New(passkit.FromPolicy(load(t, "testdata/policy.yaml")))
	analysistest.Run(t, analysistest.TestData(), a, mainFixtures...)
}

// TestBareExecOptIn: with bare-exec disabled, a bare virt-chroot exec is
// still a raw primitive (HP1001) but not HP1003.
func TestBareExecOptIn(t *testing.T) {
	a := hostprim.Def().New(passkit.FromPolicy(load(t, "testdata/policy-nobare.yaml")))
	analysistest.Run(t, analysistest.TestData(), a, "kubevirt.io/kubevirt/pkg/virt-handler/bareoff")
}

// TestPodRoot: HP1004 with a policy that has only a pod-root section.
func TestPodRoot(t *testing.T) {
	a := hostprim.Def().New(passkit.FromPolicy(load(t, "testdata/policy-podroot.yaml")))
	analysistest.Run(t, analysistest.TestData(), a, podRootFixtures...)
}

// TestWrapperDecoys: the embedded profile's allowances take no
// requirement, so empty functions named like the code an old-release
// allowance once required (schedSetScheduler, affinePitThread) do not make
// virt-handler a wrapper: its exec of chrt is HP1001.
func TestWrapperDecoys(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	a := hostprim.Def().New(passkit.Settings{Source: policy.Fixed(p), Stale: stale.NewLog()})
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "requires"), a, "kubevirt.io/kubevirt/pkg/virt-handler")
}
