package virthandler

import v1 "kubevirt.io/api/core/v1"

// A role's predicate stored in a local first is the predicate where the
// local is tested: storing it cannot hide the role.
func storedScheduled(vmi *v1.VirtualMachineInstance, unresponsive bool) { // want storedScheduled:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	scheduled := vmi.IsScheduled()
	gone := scheduled && unresponsive
	if gone {
		vmi.Status.Phase = v1.Failed // want `SF1002: virt-handler sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target, a value no component may set in that role$`
	}
}

// storedTarget rules the role out through a stored predicate.
func storedTarget(vmi *v1.VirtualMachineInstance) { // want storedTarget:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	target := vmi.IsMigrationTarget()
	if vmi.IsScheduled() && !target {
		vmi.Status.Phase = v1.Failed // ruled out: not a migration target
	}
}

// Close negatives and a directive: a local declared apart from its one
// assignment may still be false without the test (it rules nothing out);
// a local assigned twice stands for no one predicate.
func maybeTarget(vmi *v1.VirtualMachineInstance, check bool) { // want maybeTarget:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	var target bool
	if check {
		target = vmi.IsMigrationTarget()
	}
	if vmi.IsScheduled() && !target {
		vmi.Status.Phase = v1.Failed // want `SF1002: virt-handler sets v1.VirtualMachineInstanceStatus.Phase=Failed where the object may be a migration target`
	}
}

func twiceAssigned(vmi *v1.VirtualMachineInstance, other bool) { // want twiceAssigned:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$` twiceAssigned:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	bound := vmi.IsScheduled()
	if other {
		bound = false
	}
	if bound {
		vmi.Status.Phase = v1.Failed // the local stands for no one predicate: the role does not bind
	}
}

func storedRoleExcused(vmi *v1.VirtualMachineInstance) { // want storedRoleExcused:`Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$`
	scheduled := vmi.IsScheduled()
	if scheduled {
		//kvlint:ignore SF1002 fixture: the directive case for a stored predicate
		vmi.Status.Phase = v1.Failed
	}
}
