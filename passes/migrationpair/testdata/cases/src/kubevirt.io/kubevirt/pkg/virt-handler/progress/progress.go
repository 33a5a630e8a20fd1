// Package progress: both halves keep the same progress record. The source
// writes each transition whole; a target path that writes a transition's
// marker without a field the source always writes with it leaves half a
// record.
package progress

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

func (c *MigrationSourceController) started(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now()
}

func (c *MigrationSourceController) failed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.EndTimestamp = now()
}

func (c *MigrationSourceController) completed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationTargetController) started(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now()
}

func (c *MigrationTargetController) failedWhole(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.Failed = true
}

func (c *MigrationTargetController) failedWithoutEnd(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.failedWithoutEnd writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
	vmi.Status.MigrationState.Completed = true
}

// The end is set only when missing: every path to the failure keeps it.
// It is also the target's second completion step, reached only after
// testing the end timestamp, which makes a first step that writes the end
// alone (endedWithoutCompleted, completedThroughHelper) a two-phase
// completion, not half a record; package onephase has no such step.
func (c *MigrationTargetController) failedEndGuarded(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.EndTimestamp == nil {
		vmi.Status.MigrationState.EndTimestamp = now()
	}
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}

// The end is written on one branch only.
func (c *MigrationTargetController) failedEndOnOneBranch(vmi *v1.VirtualMachineInstance, timedOut bool) {
	if timedOut {
		vmi.Status.MigrationState.EndTimestamp = now()
	}
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.failedEndOnOneBranch writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationTargetController) endedWithoutCompleted(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
}

func (c *MigrationTargetController) completedThroughHelper(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	markCompleted(vmi.Status.MigrationState)
}

func markCompleted(ms *v1.VirtualMachineInstanceMigrationState) { ms.Completed = true }

func (c *MigrationTargetController) failedSuppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1005 a target that never started leaves the end to the source
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}
