package vmi

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// The phases a role binds in, tested as values of the field rather than
// through the API predicates: a tagged switch, a comparison either way
// round, a shared helper that compares. None of them switches the role off.
func failByPhaseSwitch(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failByPhaseSwitch:`Phase=Failed via` failByPhaseSwitch:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	switch vmi.Status.Phase {
	case v1.Scheduling, v1.Scheduled:
		if podDown {
			vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		}
		if !vmi.IsMigrationTarget() {
			vmiCopy.Status.Phase = v1.Failed // ruled out
		}
	case v1.Running:
		vmiCopy.Status.Phase = v1.Failed // the role does not bind once the VMI runs
	default:
		vmiCopy.Status.Phase = v1.Failed // nor where no case held
	}
}

func failByPhaseTest(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failByPhaseTest:`Phase=Failed via`
	if v1.Scheduled == vmi.Status.Phase && podDown {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: .*Phase=Failed where the object may be a migration target`
	}
	if vmi.Status.Phase != v1.Scheduling {
		return
	}
	if podDown {
		//kvlint:ignore SF1002 fixture: the directive case for a role bound by a phase comparison
		vmiCopy.Status.Phase = v1.Failed
	}
}

func failByPhaseHelper(vmi, vmiCopy *v1.VirtualMachineInstance) { // want failByPhaseHelper:`Phase=Failed via` failByPhaseHelper:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	if controller.IsPendingPhase(vmi) {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: .*Phase=Failed where the object may be a migration target`
	}
	if vmi.Status.Phase == v1.Running || vmi.Status.Phase == v1.Scheduled {
		vmiCopy.Status.Phase = v1.Failed // it may run: the role need not bind
	}
}

// The phase read into a local first, then switched on.
func failByHeldPhase(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failByHeldPhase:`Phase=Failed via`
	phase := vmi.Status.Phase
	switch current := phase; current {
	case v1.Scheduled:
		if podDown {
			vmiCopy.Status.Phase = v1.Failed // want `SF1002: .*Phase=Failed where the object may be a migration target`
		}
		if vmiCopy.IsMigrationTarget() {
			return
		}
		vmiCopy.Status.Phase = v1.Failed // ruled out
	}
}
