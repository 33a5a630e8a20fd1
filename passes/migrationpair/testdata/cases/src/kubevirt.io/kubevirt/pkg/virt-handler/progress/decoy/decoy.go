// Package decoy: the source's loop (Execute) fails a migration whole. A
// source function nothing refers to writes the failure alone: it can never
// run, so it does not lower what the source always keeps with a failure,
// and the target's failure without the end timestamp is half a record.
package decoy

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

func (c *MigrationSourceController) Execute(vmi *v1.VirtualMachineInstance) { // want Execute:"keeps .*EndTimestamp.*Completed.*Failed$"
	c.failed(vmi)
}

func (c *MigrationSourceController) failed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.EndTimestamp = now()
}

// failFast is the decoy.
func (c *MigrationSourceController) failFast(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
}

func (c *MigrationTargetController) Execute(vmi *v1.VirtualMachineInstance) { // want Execute:"keeps .*Completed.*Failed$"
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController\.Execute writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
	vmi.Status.MigrationState.Completed = true
}
