package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

type MigrationSourceController struct{}

// The same code as the old tree's source; here the target's decentralized
// abort handler and progress writer exist, so both entries apply.
func (c *MigrationSourceController) migrateVMI(vmi *v1.VirtualMachineInstance) bool {
	ms := vmi.Status.MigrationState
	if ms.AbortRequested { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does`
		return false
	}
	return ms.Completed // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus.MigrationState.Completed`
}

func (c *MigrationSourceController) setStart(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now() // want `MP1005: one-sided progress: the source side's start transition`
}

func (c *MigrationSourceController) setEnd(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationSourceController) markFailed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the source side's failure transition`
	vmi.Status.MigrationState.Completed = true
}
