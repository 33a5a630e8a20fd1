package statusfield_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/passes/statusfield"
)

func TestStatusfield(t *testing.T) {
	a := statusfield.Def().New(passkit.FromPolicy(policytest.Load(t, "testdata/policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t), a,
		"kubevirt.io/kubevirt/pkg/controller",
		"kubevirt.io/kubevirt/pkg/storage/cbt",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/drain",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-api/rest",
		"kubevirt.io/kubevirt/pkg/util/conditions",
		"kubevirt.io/kubevirt/pkg/util/seams",
		"kubevirt.io/kubevirt/pkg/virt-handler/phases",
		"kubevirt.io/kubevirt/pkg/util/phaseutil",
		"kubevirt.io/kubevirt/pkg/virt-handler/backup",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/backup",
	)
}

// TestPatchCopies: SF1005 on a synchronization controller that patches
// the migration state field by field.
func TestPatchCopies(t *testing.T) {
	a := statusfield.Def().New(passkit.FromPolicy(policytest.Load(t, "testdata/patchcopies/policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t, "patchcopies"), a, "kubevirt.io/kubevirt/pkg/synchronization-controller")
}

// TestControllers: owners at controller granularity inside virt-handler.
func TestControllers(t *testing.T) {
	a := statusfield.Def().New(passkit.FromPolicy(policytest.Load(t, "testdata/controllers/policy.yaml")))
	analysistest.Run(t, diagtest.TestData(t, "controllers"), a,
		"kubevirt.io/kubevirt/pkg/virt-handler/ctl/netstat",
		"kubevirt.io/kubevirt/pkg/virt-handler/ctl",
		"kubevirt.io/kubevirt/pkg/network/setup",
		"kubevirt.io/kubevirt/cmd/virt-handler",
	)
}

// TestProfileControllers: under the embedded kubevirt profile the VMI's
// lifecycle is virt-controller's VMI controller's and the migration
// object's status its migration controller's; the migration and node
// controllers may write only what the profile gives them; of virt-handler,
// only the migration controllers write the VMI's migration record (entries
// naming code this tree lacks are stale, not findings).
func TestProfileControllers(t *testing.T) {
	a := statusfield.Def().New(passkit.FromPolicy(policytest.Builtin(t, "kubevirt")))
	analysistest.Run(t, diagtest.TestData(t, "profilecontrollers"), a, "kubevirt.io/kubevirt/pkg/virt-controller/watch/...", "kubevirt.io/kubevirt/pkg/virt-handler")
}
