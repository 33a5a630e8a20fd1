package phases

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/phaseutil"
)

// A value another package's function returns is judged as one of this
// package's: every constant it may return, at the write.
func (c *VirtualMachineController) fromShared(vmi *v1.VirtualMachineInstance, running bool) { // want fromShared:`Phase=Scheduling`
	vmi.Status.Phase = phaseutil.PhaseOf(running) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

func (c *VirtualMachineController) fromSharedTuple(vmi *v1.VirtualMachineInstance) error { // want fromSharedTuple:`Phase=Scheduling`
	phase, err := phaseutil.NextPhase(vmi)
	if err != nil {
		return err
	}
	vmi.Status.Phase = phase // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	return nil
}

func (c *VirtualMachineController) fromSharedPending(vmi *v1.VirtualMachineInstance) { // want fromSharedPending:`Phase=Pending`
	vmi.Status.Phase = phaseutil.Pending() // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
}

// Close negatives: values the handler may set, a phase read from a field.
func (c *VirtualMachineController) doneShared(vmi *v1.VirtualMachineInstance, failed bool) { // want doneShared:`Phase=Succeeded`
	vmi.Status.Phase = phaseutil.DonePhase(failed)
}

func (c *VirtualMachineController) keepShared(vmi *v1.VirtualMachineInstance) { // want keepShared:`Phase via`
	vmi.Status.Phase = phaseutil.Current(vmi)
}

// A directive with its reason.
func (c *VirtualMachineController) acceptedShared(vmi *v1.VirtualMachineInstance) { // want acceptedShared:`Phase=Scheduling`
	//kvlint:ignore SF1002 the fixture's accepted write
	vmi.Status.Phase = phaseutil.PhaseOf(false)
}
