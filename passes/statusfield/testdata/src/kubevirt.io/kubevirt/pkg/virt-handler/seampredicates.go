package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A condition picked by a predicate held in a package-level variable (a
// seam a test can replace), this package's or another's, is picked all the
// same: moving the comparison into a seam must not switch the condition's
// owners off.
var (
	isReadySeam  = func(c v1.VirtualMachineInstanceCondition) bool { return c.Type == v1.VirtualMachineInstanceReady }
	notReadySeam = func(c *v1.VirtualMachineInstanceCondition) bool { return c.Type != v1.VirtualMachineInstanceReady }
	isPausedSeam = func(c v1.VirtualMachineInstanceCondition) bool { return c.Type == v1.VirtualMachineInstancePaused }
)

func readyBySeam(vmi *v1.VirtualMachineInstance) { // want readyBySeam:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if isReadySeam(c) {
			vmi.Status.Conditions[i].Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

func readyPastSkipSeam(vmi *v1.VirtualMachineInstance) { // want readyPastSkipSeam:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		if notReadySeam(&vmi.Status.Conditions[i]) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "Gone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

func readyBySharedSeam(vmi *v1.VirtualMachineInstance) { // want readyBySharedSeam:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if controller.IsReadySeam(c) {
			vmi.Status.Conditions[i].Reason = "domain gone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

// Close negatives: the handler's own condition through either seam.
func pausedBySeams(vmi *v1.VirtualMachineInstance) { // want pausedBySeams:`^(?:[^=]|=VirtualMachineInstancePaused\b)*$`
	for i, c := range vmi.Status.Conditions {
		if isPausedSeam(c) {
			vmi.Status.Conditions[i].Reason = "paused by the user"
		}
		if controller.IsPausedSeam(c) {
			vmi.Status.Conditions[i].Reason = "paused again"
		}
	}
}

func readyBySeamExcused(vmi *v1.VirtualMachineInstance) { // want readyBySeamExcused:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if isReadySeam(c) {
			//kvlint:ignore SF1002 fixture: the directive case through a seam predicate
			vmi.Status.Conditions[i].Status = "False"
		}
	}
}
