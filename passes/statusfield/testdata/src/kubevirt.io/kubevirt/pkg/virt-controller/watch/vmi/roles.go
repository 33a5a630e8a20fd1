package vmi

import v1 "kubevirt.io/api/core/v1"

// podGone: the lifecycle controller's handling of a VMI whose pod is down
// or gone, per phase. The receiving VMI of a decentralized migration goes
// back to WaitingForSync on those paths; failing it ends a migration the
// source cluster still runs.
func podGone(vmi, vmiCopy *v1.VirtualMachineInstance, podExists, podDown bool) { // want podGone:`Phase=Failed via .*Phase=WaitingForSync via` podGone:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if -2 kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+3$`
	switch {
	case vmi.IsScheduling():
		if podDown {
			vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		}
		if podDown && !vmiCopy.IsMigrationTarget() {
			vmiCopy.Status.Phase = v1.Failed // ruled out: the && held, so the role's test was false
		}
		if vmiCopy.IsMigrationTarget() || podExists {
			return
		}
		vmiCopy.Status.Phase = v1.Failed // ruled out: the || failed
	case vmi.IsScheduled():
		if !podExists {
			if vmiCopy.IsMigrationTarget() {
				vmiCopy.Status.Phase = v1.WaitingForSync // the controller owns the move to WaitingForSync
				break
			}
			vmiCopy.Status.Phase = v1.Failed // ruled out
		}
		if podDown && vmiCopy.IsMigrationTarget() {
			vmiCopy.Status = v1.VirtualMachineInstanceStatus{Phase: v1.Failed} // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
		}
		if podDown {
			//kvlint:ignore SF1002 the fixture's directive case: a suppressed role finding
			vmiCopy.Status.Phase = v1.Failed
		}
	case vmi.IsRunning():
		if !podExists {
			vmiCopy.Status.Phase = v1.Failed // the role does not bind once the VMI runs
		}
	}
	if podDown {
		vmiCopy.Status.Phase = v1.Failed // no phase tested: the role does not bind
	}
}

// failVMI stores the phase it is handed.
func failVMI(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want failVMI:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$`
	vmi.Status.Phase = phase
}

// The role binds where the constant is handed to a helper that sets it.
func podGoneThroughHelper(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want podGoneThroughHelper:`Phase=Failed via`
	if vmi.IsScheduling() && podDown {
		failVMI(vmiCopy, v1.Failed) // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		if !vmiCopy.IsMigrationTarget() {
			failVMI(vmiCopy, v1.Failed) // ruled out
		}
	}
}
