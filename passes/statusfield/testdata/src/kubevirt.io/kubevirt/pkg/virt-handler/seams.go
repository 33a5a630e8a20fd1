package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/seams"
)

// A shared helper that writes through a seam of its package writes.
func failThroughSeam(vmi *v1.VirtualMachineInstance) { // want failThroughSeam:`Reason via seams.Fail→seams.setReason→`
	seams.Fail(vmi) // want `SF1001: virt-handler, through seams.Fail, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write`
}

// Close negatives: a shared helper whose seam only reads, and a seam of
// this package that is never called and writes nothing.
func nameThroughSeam(vmi *v1.VirtualMachineInstance) string { return seams.Name(vmi) }

var quietSeam = func(vmi *v1.VirtualMachineInstance) string { return vmi.Name }

func failSuppressed(vmi *v1.VirtualMachineInstance) { // want failSuppressed:`Reason via seams.Fail→seams.setReason→`
	//kvlint:ignore SF1001 the fixture's reviewed exception
	seams.Fail(vmi)
}

// A call through another package's exported seam runs its literal.
func clearThroughSeam(vmi *v1.VirtualMachineInstance) { // want clearThroughSeam:`Reason via Clear, set to seams.Clear→`
	seams.Clear(vmi) // want `SF1001: virt-handler, through Clear, set to seams.Clear, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

// A seam that sets the value it is handed sets it where it is called, as a
// declared function does.
var setPhaseSeam = func(vmi *v1.VirtualMachineInstance, p v1.VirtualMachineInstancePhase) { vmi.Status.Phase = p } // want setPhaseSeam:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$`

func scheduleThroughSeam(vmi *v1.VirtualMachineInstance) { // want scheduleThroughSeam:`Phase via virthandler.setPhaseSeam→.*Phase=Scheduling via`
	setPhaseSeam(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// A seam that writes through the pointer it is handed writes the field
// whose address a caller hands it.
var clearReasonSeam = func(r *string) { *r = "" }

func clearReasonThroughSeam(vmi *v1.VirtualMachineInstance) { // want clearReasonThroughSeam:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason$`
	clearReasonSeam(&vmi.Status.Reason) // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}
