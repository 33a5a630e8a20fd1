package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A shared writer taken from a table of steps writes where the step is
// called: a slice of steps ranged over, a map of marks indexed. Naming the
// writer in the table is itself a use of it.
var onCrash = []func(*v1.VirtualMachineInstance){controller.MarkRunning, controller.Retry} // want `SF1001: virt-handler, through controller\.Retry, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`

func tableWrites(vmi *v1.VirtualMachineInstance) { // want tableWrites:`Phase=Running via step, set to controller.MarkRunning→.*Reason via step, set to controller.Retry→controller.retry→`
	for _, step := range onCrash {
		step(vmi) // want `SF1001: virt-handler, through step, set to controller\.Retry, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	}
}

// Close negatives: a table of writers the handler owns; a directive.
func ownedTable(vmi *v1.VirtualMachineInstance) { // want ownedTable:`Phase=Running via controller.MarkRunning→`
	marks := map[string]func(*v1.VirtualMachineInstance){"running": controller.MarkRunning}
	marks["running"](vmi)
}

func excusedTable(vmi *v1.VirtualMachineInstance) { // want excusedTable:`Reason via onCrash, set to controller.Retry→`
	//kvlint:ignore SF1001 fixture: a reasoned one-off through a table
	onCrash[1](vmi)
}
