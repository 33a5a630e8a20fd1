package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// A condition picked by a predicate of a shared package is picked all the
// same: the predicate's fact says what it compares.
func readyBySharedPredicate(vmi *v1.VirtualMachineInstance) { // want readyBySharedPredicate:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if controller.IsReadyCondition(c) {
			vmi.Status.Conditions[i].Reason = "domain gone" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

func readyPastSharedSkip(vmi *v1.VirtualMachineInstance) { // want readyPastSharedSkip:`Conditions.Type=VirtualMachineInstanceReady via`
	for i := range vmi.Status.Conditions {
		if controller.IsNotReadyCondition(&vmi.Status.Conditions[i]) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "Stopped" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

func readyBySharedGuardedPredicate(vmi *v1.VirtualMachineInstance) { // want readyBySharedGuardedPredicate:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if !controller.IsTrueReady(c) {
			continue
		}
		vmi.Status.Conditions[i].Status = "Unknown" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
}

// Close negatives: the handler's own condition, a predicate handed another
// element, one true without its comparison, and a skip on a guarded
// predicate read false (it may have returned early, whatever the type).
func notReadBySharedPredicates(vmi *v1.VirtualMachineInstance, other v1.VirtualMachineInstanceCondition) { // want notReadBySharedPredicates:`^(?:[^=]|=VirtualMachineInstancePaused\b)*$`
	for i, c := range vmi.Status.Conditions {
		if controller.IsPausedCondition(c) {
			vmi.Status.Conditions[i].Reason = "paused by the user"
		}
		if controller.IsReadyCondition(other) {
			vmi.Status.Conditions[i].Reason = "another"
		}
		if controller.ReadyOrUnset(c) {
			vmi.Status.Conditions[i].Reason = "unset"
		}
		if controller.IsTrueReady(c) {
			continue
		}
		vmi.Status.Conditions[i].Reason = "past"
	}
}

func readyBySharedPredicateExcused(vmi *v1.VirtualMachineInstance) { // want readyBySharedPredicateExcused:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if controller.IsReadyCondition(c) {
			//kvlint:ignore SF1002 fixture: the directive case for a shared predicate
			vmi.Status.Conditions[i].Reason = "excused"
		}
	}
}
