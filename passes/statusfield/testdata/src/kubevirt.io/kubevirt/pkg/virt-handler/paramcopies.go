package virthandler

import v1 "kubevirt.io/api/core/v1"

// A helper that sets the phase it is handed through a local copy (and a
// copy of that) still sets it: the value is judged at the call that hands
// the constant in.
func setPhaseCopy(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want setPhaseCopy:"^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$"
	p := phase
	q := p
	vmi.Status.Phase = q
}

func useCopy(vmi *v1.VirtualMachineInstance) { // want useCopy:"Phase=Pending via .*Phase=Running via .*Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling$"
	setPhaseCopy(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	setPhaseCopy(vmi, v1.Running)
	//kvlint:ignore SF1002 the fixture's excused call
	setPhaseCopy(vmi, v1.Pending)
}

// Close negative: a copy given another value too is not only the
// parameter.
func setPhaseMaybe(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase, running bool) { // want setPhaseMaybe:"Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running$"
	p := phase
	if running {
		p = v1.Running
	}
	vmi.Status.Phase = p
}

func useMaybe(vmi *v1.VirtualMachineInstance) { // want useMaybe:"Phase=Running via virthandler.setPhaseMaybe→v1.VirtualMachineInstanceStatus.Phase=Running$"
	setPhaseMaybe(vmi, v1.Scheduling, true)
}
