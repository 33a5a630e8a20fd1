package virthandler

import v1 "kubevirt.io/api/core/v1"

// phaseWithoutDomain computes the phase of a VMI whose domain is gone, as
// the handler's VM controller does before it sets it.
func phaseWithoutDomain(vmi *v1.VirtualMachineInstance, unresponsive bool) v1.VirtualMachineInstancePhase {
	switch {
	case vmi.IsScheduled():
		if unresponsive {
			return v1.Failed // want `SF1002: virt-handler returns v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		}
		return v1.Scheduled // not restricted by the role
	case !vmi.IsRunning() && !vmi.IsFinal():
		return v1.Scheduled
	}
	return v1.Failed // no phase the role binds in was tested true
}

// guardedPhase tells the migration target apart, but moves it itself.
func guardedPhase(vmi *v1.VirtualMachineInstance, unresponsive bool) (v1.VirtualMachineInstancePhase, error) {
	if vmi.IsScheduled() && unresponsive {
		if vmi.IsMigrationTarget() {
			return v1.WaitingForSync, nil // want `SF1002: virt-handler returns v1.VirtualMachineInstanceStatus.Phase=WaitingForSync where the object may be a migration target, a value only virt-controller may set in that role$`
		}
		return v1.Failed, nil // ruled out
	}
	return vmi.Status.Phase, nil
}

// reasonFor returns a constant of another type: not a phase.
func reasonFor(vmi *v1.VirtualMachineInstance) string {
	if vmi.IsScheduled() {
		return string(v1.Failed)
	}
	return ""
}
