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

// A function between the write and the origin that rules the role out on
// its path to the origin settles it: the caller's write of its result is
// no target's Failed.
func (c *VirtualMachineController) nonTargetPhase(vmi *v1.VirtualMachineInstance) v1.VirtualMachineInstancePhase {
	if vmi.IsMigrationTarget() {
		return vmi.Status.Phase
	}
	return c.gonePhase() // ruled out on the way to the origin
}

func (c *VirtualMachineController) syncNonTarget(vmi *v1.VirtualMachineInstance) { // want syncNonTarget:`Phase=Failed via`
	if vmi.IsScheduled() {
		vmi.Status.Phase = c.nonTargetPhase(vmi)
	}
}

// A function between that tests nothing hands the origin's open role on:
// the caller's binding write names the function it calls, and relates
// that function's return.
func (c *VirtualMachineController) passGonePhase() v1.VirtualMachineInstancePhase {
	return c.gonePhase()
}

func (c *VirtualMachineController) syncPassed(vmi *v1.VirtualMachineInstance) { // want syncPassed:`Phase=Failed via`
	if vmi.IsScheduled() {
		vmi.Status.Phase = c.passGonePhase() // want `SF1002: virt-handler, through phases.VirtualMachineController.passGonePhase, sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if vmi.IsScheduled() {
		//kvlint:ignore SF1002 fixture: the directive case for a value returned through two functions
		vmi.Status.Phase = c.passGonePhase()
	}
}

// A function between whose own path binds the role is reported at its
// return; its caller's write is not reported again.
func (c *VirtualMachineController) scheduledGonePhase(vmi *v1.VirtualMachineInstance) v1.VirtualMachineInstancePhase {
	if vmi.IsScheduled() {
		return c.gonePhase() // want `SF1002: virt-handler, through phases.VirtualMachineController.gonePhase, returns v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	return vmi.Status.Phase
}

func (c *VirtualMachineController) syncScheduledGone(vmi *v1.VirtualMachineInstance) { // want syncScheduledGone:`Phase=Failed via`
	if vmi.IsScheduled() {
		vmi.Status.Phase = c.scheduledGonePhase(vmi)
	}
}
