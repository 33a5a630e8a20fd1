// Package onephase: a target with no second completion step, so the end
// timestamp written without Completed is half a record.
package onephase

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

func (c *MigrationSourceController) completed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationTargetController) endedWithoutCompleted(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now() // want `MP1005: one-sided progress: the target side's completion transition in MigrationTargetController\.endedWithoutCompleted writes MigrationState\.EndTimestamp without MigrationState\.Completed$`
}

// Completed first, then the end: the order within a path does not matter.
func (c *MigrationTargetController) completedThenEnded(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.EndTimestamp = now()
}

func (c *MigrationTargetController) endedEarlyReturn(vmi *v1.VirtualMachineInstance, skip bool) {
	vmi.Status.MigrationState.EndTimestamp = now() // want `MP1005: one-sided progress: the target side's completion transition in MigrationTargetController\.endedEarlyReturn writes MigrationState\.EndTimestamp without MigrationState\.Completed$`
	if skip {
		return
	}
	vmi.Status.MigrationState.Completed = true
}
