package vmi

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A role binds through a predicate held in a package-level variable (a
// seam a test can replace), this package's or another's, as through a
// declared one; and a seam's false rules it out as a declared one's does.
var (
	pendingPhaseSeam = func(vmi *v1.VirtualMachineInstance) bool {
		if vmi.IsScheduling() {
			return true
		}
		return vmi.IsScheduled()
	}
	notReceivingSeam = func(vmi *v1.VirtualMachineInstance) bool { return !vmi.IsMigrationTarget() }
)

func failPendingBySeam(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failPendingBySeam:`Phase=Failed via`
	if pendingPhaseSeam(vmi) && podDown {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if pendingPhaseSeam(vmi) && notReceivingSeam(vmiCopy) {
		vmiCopy.Status.Phase = v1.Failed // ruled out through the seam
	}
}

func failPendingBySharedSeam(vmi, vmiCopy *v1.VirtualMachineInstance, podDown bool) { // want failPendingBySharedSeam:`Phase=Failed via`
	if !controller.IsPendingSeam(vmi) {
		return
	}
	if podDown {
		vmiCopy.Status.Phase = v1.Failed // want `SF1002: virt-controller sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
	if controller.IsReceiverSeam(vmiCopy) {
		return
	}
	vmiCopy.Status.Phase = v1.Failed // ruled out: the shared seam was false
}

func failPendingBySeamExcused(vmi, vmiCopy *v1.VirtualMachineInstance) { // want failPendingBySeamExcused:`Phase=Failed via`
	if pendingPhaseSeam(vmi) {
		//kvlint:ignore SF1002 fixture: the directive case for a role bound through a seam
		vmiCopy.Status.Phase = v1.Failed
	}
}
