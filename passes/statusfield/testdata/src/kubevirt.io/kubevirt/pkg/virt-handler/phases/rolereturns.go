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
