// Package backup is the backup controller, the owner of the backup status:
// the same setter calls are no finding here.
package backup

import (
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	backupv1 "kubevirt.io/api/backup/v1alpha1"
	"kubevirt.io/kubevirt/pkg/util/conditions"
)

func sync(b *backupv1.VirtualMachineBackup) { // want sync:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	meta.SetStatusCondition(&b.Status.Conditions, metav1.Condition{Type: "Done"})
	meta.RemoveStatusCondition(&b.Status.Conditions, "Failed")
	conditions.SetBackupReady(&b.Status.Conditions)
}
