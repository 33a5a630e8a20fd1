package controller

import v1 "kubevirt.io/api/core/v1"

// Predicates a component's loop can pick a condition with: each tells the
// packages that call it which condition types it compares (its fact), so
// that moving the comparison here does not switch the owners off.
func IsReadyCondition(c v1.VirtualMachineInstanceCondition) bool { // want IsReadyCondition:`^argument 0.Type "Ready"$`
	return c.Type == v1.VirtualMachineInstanceReady
}

func IsNotReadyCondition(c *v1.VirtualMachineInstanceCondition) bool { // want IsNotReadyCondition:`^argument 0.Type not "Ready"$`
	return c.Type != v1.VirtualMachineInstanceReady
}

// IsTrueReady may return false first; true, the comparison held.
func IsTrueReady(c v1.VirtualMachineInstanceCondition) bool { // want IsTrueReady:`^argument 0.Type "Ready"$`
	if c.Status != "True" {
		return false
	}
	return IsReadyCondition(c)
}

func IsPausedCondition(c v1.VirtualMachineInstanceCondition) bool { // want IsPausedCondition:`^argument 0.Type "Paused"$`
	return c.Type == v1.VirtualMachineInstancePaused
}

// No fact: true where a loop says so, or a field of another value.
func ReadyOrUnset(c v1.VirtualMachineInstanceCondition) bool {
	for _, t := range []v1.VirtualMachineInstanceConditionType{""} {
		if c.Type == t {
			return true
		}
	}
	return c.Type == v1.VirtualMachineInstanceReady
}

func IsReadyPhase(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.Phase == v1.Running
}

// Predicates of the phases and roles a role names: callers read what they
// test as if tested in place (their fact).
func IsPendingVMI(vmi *v1.VirtualMachineInstance) bool { // want IsPendingVMI:`^true: \+kubevirt.io/api/core/v1 \S+ \| \+kubevirt.io/api/core/v1 \S+; false: $`
	if vmi == nil {
		return false
	}
	return vmi.IsScheduling() || vmi.IsScheduled()
}

func IsReceiver(vmi *v1.VirtualMachineInstance) bool { // want IsReceiver:`^true: \+kubevirt.io/api/core/v1 \S+; false: -kubevirt.io/api/core/v1 \S+$`
	return vmi.IsMigrationTarget()
}

// The phases compared in place: the role's while-values.
func IsPendingPhase(vmi *v1.VirtualMachineInstance) bool { // want IsPendingPhase:`^true: \+kubevirt.io/api/core/v1 \S+=Scheduling \| \+kubevirt.io/api/core/v1 \S+=Scheduled; false: -kubevirt.io/api/core/v1 \S+=Scheduling -kubevirt.io/api/core/v1 \S+=Scheduled$`
	return vmi.Status.Phase == v1.Scheduling || vmi.Status.Phase == v1.Scheduled
}

// FailScheduledIfGone binds the role and writes in shared code, which is
// not reported itself: its callers answer for the write.
func FailScheduledIfGone(vmi *v1.VirtualMachineInstance, gone bool) { // want FailScheduledIfGone:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$` FailScheduledIfGone:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) bound if \+1$`
	if vmi.IsScheduled() && gone {
		vmi.Status.Phase = v1.Failed
	}
}

// FailIfPending writes where its flag holds: its callers' arguments are
// tested there (the fact carries the flag).
func FailIfPending(vmi *v1.VirtualMachineInstance, pending bool) { // want FailIfPending:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed$` FailIfPending:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\) if \+1$`
	if pending {
		vmi.Status.Phase = v1.Failed
	}
}

// Predicates held in variables a test can replace: their facts go on the
// variables.
var (
	IsReadySeam  = func(c v1.VirtualMachineInstanceCondition) bool { return c.Type == v1.VirtualMachineInstanceReady }  // want IsReadySeam:`^argument 0.Type "Ready"$`
	IsPausedSeam = func(c v1.VirtualMachineInstanceCondition) bool { return c.Type == v1.VirtualMachineInstancePaused } // want IsPausedSeam:`^argument 0.Type "Paused"$`
)

// Role predicates held in variables a test can replace, facts on the
// variables.
var (
	IsPendingSeam = func(vmi *v1.VirtualMachineInstance) bool { // want IsPendingSeam:`^true: \+kubevirt.io/api/core/v1 \S+ \| \+kubevirt.io/api/core/v1 \S+; false: -kubevirt.io/api/core/v1 \S+ -kubevirt.io/api/core/v1 \S+$`
		return vmi.IsScheduling() || vmi.IsScheduled()
	}
	IsReceiverSeam = func(vmi *v1.VirtualMachineInstance) bool { return vmi.IsMigrationTarget() } // want IsReceiverSeam:`^true: \+kubevirt.io/api/core/v1 \S+; false: -kubevirt.io/api/core/v1 \S+$`
)
