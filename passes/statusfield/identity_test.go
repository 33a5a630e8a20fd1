package statusfield_test

import (
	"testing"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/passes/statusfield"
)

// TestSubjects: every statusfield finding of the fixtures is keyed by its
// subject, so rewording a message keeps every fingerprint.
func TestSubjects(t *testing.T) {
	ds := diagtest.RunUnderCI(t, statusfield.Def().New, "policy.yaml",
		"kubevirt.io/kubevirt/pkg/controller",
		"kubevirt.io/kubevirt/pkg/storage/cbt",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-api/rest",
		"kubevirt.io/kubevirt/pkg/virt-handler/phases",
	)
	diagtest.CheckSubjects(t, ds, "SF1001", "SF1002", "SF1003", "SF1004", "KV0001")
}

// TestRelated: a write reached through a call carries its chain as related
// locations, one per link after the first, each naming the field written;
// a value set through a variable or a call relates the constant it comes
// from.
func TestRelated(t *testing.T) {
	ds := diagtest.RunUnderCI(t, statusfield.Def().New, "policy.yaml",
		"kubevirt.io/kubevirt/pkg/virt-controller/watch/vmi",
		"kubevirt.io/kubevirt/pkg/virt-handler",
		"kubevirt.io/kubevirt/pkg/virt-handler/phases",
	)
	for _, o := range []struct{ write, constant, value string }{
		{"phases.go:16", "phases.go:15", "Scheduling"},     // a local variable
		{"phases.go:38", "phases.go:28", "Pending"},        // a result of a method
		{"phases.go:53", "phases.go:43", "Scheduling"},     // two calls down
		{"closures.go:10", "closures.go:16", "Scheduling"}, // a closure's call
		{"tables.go:18", "tables.go:17", "Scheduling"},     // a table's value
	} {
		diagtest.CheckRelated(t, ds, "SF1002", o.write, diagtest.Link{At: o.constant, Message: "the value " + o.value + " comes from here"})
	}
	diagtest.CheckRelated(t, ds, "SF1001", "vm.go:66",
		diagtest.Link{At: "controller.go:41", Message: "controller.MarkFailed calls controller.setReason"},
		diagtest.Link{At: "controller.go:46", Message: "controller.setReason writes v1.VirtualMachineInstanceStatus.Reason"})
	diagtest.CheckRelated(t, ds, "SF1001", "vm.go:67",
		diagtest.Link{At: "cbt.go:18", Message: "cbt.FailBackup calls controller.MarkFailed"},
		diagtest.Link{At: "controller.go:41", Message: "controller.MarkFailed calls controller.setReason"},
		diagtest.Link{At: "controller.go:46", Message: "controller.setReason writes v1.VirtualMachineInstanceStatus.Reason"})
	// A JSON text's value through a variable, as an assignment's would.
	diagtest.CheckRelated(t, ds, "SF1003", "patchtext.go:63", diagtest.Link{At: "patchtext.go:55", Message: "the value Scheduling comes from here"})
	// A removal reached through a helper names the removal in its last link.
	diagtest.CheckRelated(t, ds, "SF1002", "removals.go:23",
		diagtest.Link{At: "controller.go:98", Message: "controller.ClearPaused removes v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused"})
	diagtest.CheckRelated(t, ds, "SF1002", "removals.go:18", diagtest.Link{At: "removals.go:17", Message: "the value VirtualMachineInstancePaused comes from here"})
	diagtest.CheckRelated(t, ds, "SF1002", "lifecycle.go:66",
		diagtest.Link{At: "controller.go:51", Message: "controller.MarkRunning sets v1.VirtualMachineInstanceStatus.Phase=Running"})
	diagtest.CheckRelated(t, ds, "SF1001", "lifecycle.go:67",
		diagtest.Link{At: "cbt.go:13", Message: `cbt.EvacuationPatch writes patch.WithAdd("/status/evacuationNodeName")`})
}
