package phases

import v1 "kubevirt.io/api/core/v1"

// The role's test left to the caller of a phase computation: the Failed it
// returns on a path that tests no phase is judged where the caller sets it.
func (c *VirtualMachineController) podGonePhase(vmi *v1.VirtualMachineInstance) v1.VirtualMachineInstancePhase {
	if vmi.Status.NodeName == "" {
		return v1.Scheduled
	}
	return v1.Failed
}

func (c *VirtualMachineController) syncScheduled(vmi *v1.VirtualMachineInstance) { // want syncScheduled:`Phase=Failed via`
	if vmi.IsScheduled() {
		vmi.Status.Phase = c.podGonePhase(vmi) // want `SF1002: virt-handler, through phases.VirtualMachineController.podGonePhase, sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if vmi.IsScheduled() && !vmi.IsMigrationTarget() {
		vmi.Status.Phase = c.podGonePhase(vmi) // ruled out on the caller's path
	}
	if vmi.IsScheduling() {
		phase := c.podGonePhase(vmi)
		//kvlint:ignore SF1002 fixture: the directive case for a returned value judged at the write
		vmi.Status.Phase = phase
	}
}

// The phase computation tests the role and returns what another function
// computes, or what a local holds: the return is where the value is set
// for the role, as a returned constant is.
func (c *VirtualMachineController) gonePhase() v1.VirtualMachineInstancePhase {
	return v1.Failed
}

func (c *VirtualMachineController) scheduledPhase(vmi *v1.VirtualMachineInstance, gone bool) v1.VirtualMachineInstancePhase {
	if vmi.IsScheduled() && gone {
		return c.gonePhase() // want `SF1002: virt-handler, through phases.VirtualMachineController.gonePhase, returns v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if vmi.IsScheduled() && !vmi.IsMigrationTarget() {
		return c.gonePhase() // ruled out
	}
	phase := v1.Failed
	if vmi.IsScheduling() && gone {
		return phase // want `SF1002: virt-handler returns v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	return vmi.Status.Phase
}

// A local holding the value, returned where no phase is tested, is judged
// where the caller sets it, as a returned constant is.
func (c *VirtualMachineController) heldGonePhase(vmi *v1.VirtualMachineInstance) v1.VirtualMachineInstancePhase {
	phase := v1.Failed
	if vmi.Status.NodeName == "" {
		phase = v1.Scheduled
	}
	return phase
}

func (c *VirtualMachineController) syncHeld(vmi *v1.VirtualMachineInstance) { // want syncHeld:`Phase=Failed via` syncHeld:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	if vmi.IsScheduled() {
		vmi.Status.Phase = c.heldGonePhase(vmi) // want `SF1002: virt-handler, through phases.VirtualMachineController.heldGonePhase, sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if vmi.IsRunning() {
		vmi.Status.Phase = c.heldGonePhase(vmi) // the role does not bind
	}
}
