// Package legacy is a handler of an older release shape: the target records
// the start timestamp only as a fallback when it acknowledges completion.
package legacy

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

// The source records the start on its own, when the migration starts: a
// normal first phase, not half a record.
func (c *MigrationSourceController) markStarted(vmi *v1.VirtualMachineInstance, start *metav1.Time) {
	vmi.Status.MigrationState.StartTimestamp = start
}

func (c *MigrationSourceController) markEnded(vmi *v1.VirtualMachineInstance, end *metav1.Time) {
	vmi.Status.MigrationState.EndTimestamp = end
	vmi.Status.MigrationState.Completed = true
}

// The start timestamp is filled in only when it is still unset: a default,
// not a start transition that always carries the end timestamp.
func (c *MigrationTargetController) ackCompletion(vmi *v1.VirtualMachineInstance, start, end *metav1.Time) {
	if vmi.Status.MigrationState.StartTimestamp == nil && start != nil {
		vmi.Status.MigrationState.StartTimestamp = start
	}
	vmi.Status.MigrationState.EndTimestamp = end
	vmi.Status.MigrationState.Completed = true
}

// Half a record: the end without Completed, which the source always keeps
// with it.
func (c *MigrationTargetController) markEndedOnly(vmi *v1.VirtualMachineInstance, end *metav1.Time) {
	vmi.Status.MigrationState.EndTimestamp = end // want `MP1005: one-sided progress: the target side's completion transition in MigrationTargetController.markEndedOnly writes MigrationState.EndTimestamp without MigrationState.Completed`
}
