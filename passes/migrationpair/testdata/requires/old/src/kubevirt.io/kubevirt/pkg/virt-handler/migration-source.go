package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

func now() *metav1.Time { return &metav1.Time{Unix: 1} }

type MigrationSourceController struct{}

// In this release only the source acts on an abort request: the signal entry
// requires the target's decentralized abort handler, which the tree lacks,
// so the entry is skipped. The second signal entry requires nothing.
func (c *MigrationSourceController) migrateVMI(vmi *v1.VirtualMachineInstance) bool {
	ms := vmi.Status.MigrationState
	if ms.AbortRequested {
		return false
	}
	return ms.Completed // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.Completed but the target side never does`
}

// The source records the start and the end of the migration at their own
// moments; the target writes both at once only at completion. With the
// progress entry skipped, neither is half a record.
func (c *MigrationSourceController) setStart(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.StartTimestamp = now()
}

func (c *MigrationSourceController) setEnd(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.EndTimestamp = now()
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationSourceController) markFailed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}
