// Package controller stands in for KubeVirt's shared controller helpers:
// code outside every component, whose writes are attributed to the
// components that call it.
package controller

import v1 "kubevirt.io/api/core/v1"

// SetVMIPhaseTransitionTimestamp records a phase change; every component
// that changes the phase calls it.
func SetVMIPhaseTransitionTimestamp(old, cur *v1.VirtualMachineInstance) { // want SetVMIPhaseTransitionTimestamp:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.PhaseTransitionTimestamps via v1.VirtualMachineInstanceStatus.PhaseTransitionTimestamps$`
	if old.Status.Phase != cur.Status.Phase {
		cur.Status.PhaseTransitionTimestamps = append(cur.Status.PhaseTransitionTimestamps,
			v1.VirtualMachineInstancePhaseTransitionTimestamp{Phase: cur.Status.Phase})
	}
}

type VirtualMachineInstanceConditionManager struct{}

func (m *VirtualMachineInstanceConditionManager) UpdateCondition(vmi *v1.VirtualMachineInstance, c *v1.VirtualMachineInstanceCondition) { // want UpdateCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via v1.VirtualMachineInstanceStatus.Conditions$`
	for i := range vmi.Status.Conditions {
		if vmi.Status.Conditions[i].Type == c.Type {
			vmi.Status.Conditions[i] = *c
			return
		}
	}
	vmi.Status.Conditions = append(vmi.Status.Conditions, *c)
}

// HasCondition only reads: no fact.
func (m *VirtualMachineInstanceConditionManager) HasCondition(vmi *v1.VirtualMachineInstance, t v1.VirtualMachineInstanceConditionType) bool {
	for _, c := range vmi.Status.Conditions {
		if c.Type == t {
			return true
		}
	}
	return false
}

// MarkFailed sets the reason through a helper of its own.
func MarkFailed(vmi *v1.VirtualMachineInstance, reason string) { // want MarkFailed:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed via v1.VirtualMachineInstanceStatus.Phase=Failed; kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via controller.setReason→v1.VirtualMachineInstanceStatus.Reason$` MarkFailed:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	setReason(vmi, reason)
	vmi.Status.Phase = v1.Failed
}

func setReason(vmi *v1.VirtualMachineInstance, reason string) { // want setReason:`Reason via v1.VirtualMachineInstanceStatus.Reason$`
	vmi.Status.Reason = reason
}

// MarkRunning sets a value only the handler may set.
func MarkRunning(vmi *v1.VirtualMachineInstance) { // want MarkRunning:`Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running$`
	vmi.Status.Phase = v1.Running
}

// MarkStarted sets one of two values: a caller that may set neither is
// told both, the type named once.
func MarkStarted(vmi *v1.VirtualMachineInstance, gone bool) { // want MarkStarted:`Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running; .*Phase=Unknown via v1.VirtualMachineInstanceStatus.Phase=Unknown$`
	if gone {
		vmi.Status.Phase = v1.Unknown
		return
	}
	vmi.Status.Phase = v1.Running
}

// retry recurses; its summary is its own write.
func retry(vmi *v1.VirtualMachineInstance, n int) { // want retry:`Reason via v1.VirtualMachineInstanceStatus.Reason$`
	if n > 0 {
		retry(vmi, n-1)
	}
	vmi.Status.Reason = "retried"
}

// Retry reaches the write through recursion and a closure.
func Retry(vmi *v1.VirtualMachineInstance) { // want Retry:`Reason via controller.retry→v1.VirtualMachineInstanceStatus.Reason$`
	do := func() { retry(vmi, 3) }
	do()
}

// NewPausedCondition builds the condition a caller sets: the caller sets
// its type.
func NewPausedCondition(reason string) *v1.VirtualMachineInstanceCondition { // want NewPausedCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused via v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused$`
	return &v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstancePaused, Reason: reason}
}

// RemoveCondition takes every condition of type t out of the list: a
// caller that hands it a constant removes that condition.
func (m *VirtualMachineInstanceConditionManager) RemoveCondition(vmi *v1.VirtualMachineInstance, t v1.VirtualMachineInstanceConditionType) { // want RemoveCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via v1.VirtualMachineInstanceStatus.Conditions$` RemoveCondition:`^argument 1 removes kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type$`
	var kept []v1.VirtualMachineInstanceCondition
	for _, c := range vmi.Status.Conditions {
		if c.Type != t {
			kept = append(kept, c)
		}
	}
	vmi.Status.Conditions = kept
}

// ClearPaused removes the pause condition for whoever calls it.
func ClearPaused(vmi *v1.VirtualMachineInstance) { // want ClearPaused:`Conditions.Type=-VirtualMachineInstancePaused via v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused$`
	(&VirtualMachineInstanceConditionManager{}).RemoveCondition(vmi, v1.VirtualMachineInstancePaused)
}

// SetVMIPhase stores the phase its caller hands it.
func SetVMIPhase(vmi *v1.VirtualMachineInstance, p v1.VirtualMachineInstancePhase) { // want SetVMIPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$` SetVMIPhase:`^argument 1 sets kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase$`
	vmi.Status.Phase = p
}
