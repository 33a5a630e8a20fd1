package virthandler

import v1 "kubevirt.io/api/core/v1"

// A condition changed in place where the code has picked it by its type
// is that condition set: the handler may not flip the controller's Ready.
func readyFalse(vmi *v1.VirtualMachineInstance) { // want readyFalse:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if c.Type == v1.VirtualMachineInstanceReady {
			vmi.Status.Conditions[i].Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

func readyThroughPointer(vmi *v1.VirtualMachineInstance) { // want readyThroughPointer:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		c := &vmi.Status.Conditions[i]
		if c.Type != v1.VirtualMachineInstanceReady {
			continue
		}
		c.Reason = "DomainGone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

func readyBySwitch(vmi *v1.VirtualMachineInstance, reason string) { // want readyBySwitch:`Type=VirtualMachineInstancePaused via .*Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		switch vmi.Status.Conditions[i].Type {
		case v1.VirtualMachineInstancePaused:
			vmi.Status.Conditions[i].Reason = reason
		case v1.VirtualMachineInstanceReady, v1.VirtualMachineInstanceProvisioning:
			vmi.Status.Conditions[i].Reason = reason // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

// Either of two types, by || where the branch is taken or by && past a
// skip: the write sets each.
func readyOrPaused(vmi *v1.VirtualMachineInstance) { // want readyOrPaused:`Type=VirtualMachineInstancePaused via .*Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if c.Type == v1.VirtualMachineInstancePaused || c.Type == v1.VirtualMachineInstanceReady {
			vmi.Status.Conditions[i].Reason = "DomainGone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
	for i := range vmi.Status.Conditions {
		c := &vmi.Status.Conditions[i]
		if c.Type != v1.VirtualMachineInstancePaused && c.Type != v1.VirtualMachineInstanceReady {
			continue
		}
		c.Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

// Close negatives: the handler's own condition; a comparison of another
// element than the one written; a copy of the element (the list is not
// written); a comparison whose branch is not the write's.
func pausedReason(vmi *v1.VirtualMachineInstance, other []v1.VirtualMachineInstanceCondition) { // want pausedReason:`Conditions.Status via [^;]*; [^;]*Conditions.Type=VirtualMachineInstancePaused via v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused$`
	for i, c := range vmi.Status.Conditions {
		if c.Type == v1.VirtualMachineInstancePaused {
			vmi.Status.Conditions[i].Reason = "UserPaused"
		}
		for j := range other {
			if other[j].Type == v1.VirtualMachineInstanceReady {
				vmi.Status.Conditions[i].Reason = "Copied"
			}
		}
		if c.Type == v1.VirtualMachineInstanceReady {
			c.Reason = "local copy"
		} else {
			vmi.Status.Conditions[i].Status = "Unknown"
		}
	}
}

// A directive on the write.
func readyExcused(vmi *v1.VirtualMachineInstance) { // want readyExcused:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if c.Type == v1.VirtualMachineInstanceReady {
			//kvlint:ignore SF1002 the fixture's directive case for a condition changed in place
			vmi.Status.Conditions[i].Status = "False"
		}
	}
}
