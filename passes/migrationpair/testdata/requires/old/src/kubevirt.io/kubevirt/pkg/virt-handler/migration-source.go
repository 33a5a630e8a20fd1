package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

type MigrationSourceController struct{}

// Only the source acts on an abort request: the target's abort handler was
// renamed and no longer reads it. The signal entry requires the API's mark of
// decentralized migration, which no handler name can switch off: MP1004.
func (c *MigrationSourceController) migrateVMI(vmi *v1.VirtualMachineInstance) bool {
	ms := vmi.Status.MigrationState
	if ms.AbortRequested { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does`
		return false
	}
	return ms.Completed // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.Completed but the target side never does`
}

// The source records the start and the end of the migration at their own
// moments; the target writes both at once only at completion, so each of
// the source's is half a record: MP1005.
func (c *MigrationSourceController) setStart(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now() // want `MP1005: one-sided progress: the source side's start transition`
}

func (c *MigrationSourceController) setEnd(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now() // want `MP1005: one-sided progress: the source side's completion transition`
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationSourceController) markFailed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}
