package vmi

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A role binds where one of the phases it names was tested true, also as
// a disjunction of them, and through a predicate of the package or of a
// shared one: a helper or an || cannot switch the role off.
func failEitherPhase(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failEitherPhase:`Phase=Failed via` failEitherPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	switch {
	case vmi.IsScheduling() || vmi.IsScheduled():
		if podDown {
			vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
		}
	case vmi.IsRunning() || vmi.IsScheduled():
		vmiCopy.Status.Phase = v1.Failed // it may run: the role need not bind
	}
}

func pendingPhase(vmi *v1.VirtualMachineInstance) bool {
	if vmi.IsScheduling() {
		return true
	}
	return vmi.IsScheduled()
}

func notReceiving(vmi *v1.VirtualMachineInstance) bool {
	return !vmi.IsMigrationTarget()
}

func failPendingByHelper(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failPendingByHelper:`Phase=Failed via`
	if pendingPhase(vmi) && podDown {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if pendingPhase(vmi) && notReceiving(vmiCopy) {
		vmiCopy.Status.Phase = v1.Failed // ruled out through the helper
	}
}

func failPendingByShared(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failPendingByShared:`Phase=Failed via`
	if !controller.IsPendingVMI(vmi) {
		return
	}
	if podDown {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if controller.IsReceiver(vmiCopy) {
		return
	}
	vmiCopy.Status.Phase = v1.Failed // ruled out: the shared predicate was false
}

// Close negatives: a helper that may be true in a phase the role does not
// name, and the directive case.
func runningOrScheduled(vmi *v1.VirtualMachineInstance) bool {
	if vmi.IsRunning() {
		return true
	}
	return vmi.IsScheduled()
}

func failRunningOrScheduled(vmi, vmiCopy *v1.VirtualMachineInstance) { // want failRunningOrScheduled:`Phase=Failed via` failRunningOrScheduled:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	if runningOrScheduled(vmi) {
		vmiCopy.Status.Phase = v1.Failed
	}
	if controller.IsPendingVMI(vmi) {
		//kvlint:ignore SF1002 fixture: the directive case for a role bound through a shared predicate
		vmiCopy.Status.Phase = v1.Failed
	}
}
