package phases

import v1 "kubevirt.io/api/core/v1"

// A function that stores its phase into a named result and returns bare
// returns what it stored.
func namedPhase(ready bool) (p v1.VirtualMachineInstancePhase) {
	p = v1.Running
	if !ready {
		p = v1.Scheduling
	}
	return
}

func (c *VirtualMachineController) fromNamedResult(vmi *v1.VirtualMachineInstance, ready bool) { // want fromNamedResult:`Phase=Scheduling`
	vmi.Status.Phase = namedPhase(ready) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// Close negatives: a named result of values the handler may set, and a
// second result (the error) that is no phase.
func finalPhase(failed bool) (p v1.VirtualMachineInstancePhase, err error) {
	p = v1.Succeeded
	if failed {
		p = v1.Failed
	}
	return
}

func (c *VirtualMachineController) fromAllowedNamedResult(vmi *v1.VirtualMachineInstance, failed bool) error { // want fromAllowedNamedResult:`Phase=Succeeded`
	p, err := finalPhase(failed)
	vmi.Status.Phase = p
	return err
}

func (c *VirtualMachineController) fromExcusedNamedResult(vmi *v1.VirtualMachineInstance) { // want fromExcusedNamedResult:`Phase=Scheduling`
	//kvlint:ignore SF1002 the fixture's excused named result
	vmi.Status.Phase = namedPhase(false)
}
