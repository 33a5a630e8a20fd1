// Package decoylive is package decoy with the source's half failure
// reached from its loop: it runs, so what the source always keeps with a
// failure is the failure alone, and the target's failure is not judged
// half a record (the source's own half is reported instead).
package decoylive

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

func (c *MigrationSourceController) Execute(vmi *v1.VirtualMachineInstance, fast bool) { // want Execute:"keeps .*MigrationState.Failed$"
	if fast {
		c.failFast(vmi)
		return
	}
	c.failed(vmi)
}

func (c *MigrationSourceController) failed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.EndTimestamp = now()
}

func (c *MigrationSourceController) failFast(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failFast writes MigrationState\.Failed without MigrationState\.Completed$`
}

func (c *MigrationTargetController) Execute(vmi *v1.VirtualMachineInstance) { // want Execute:"keeps .*Completed.*Failed$"
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}
