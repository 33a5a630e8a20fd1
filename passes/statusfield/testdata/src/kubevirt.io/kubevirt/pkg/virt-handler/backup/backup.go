// Package backup writes a backup's status conditions from virt-handler,
// which does not own them, through apimachinery's setters (known) and a
// setter the fixture policy lists.
package backup

import (
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	backupv1 "kubevirt.io/api/backup/v1alpha1"
	"kubevirt.io/kubevirt/pkg/util/conditions"
)

func markDone(b *backupv1.VirtualMachineBackup) { // want markDone:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	meta.SetStatusCondition(&b.Status.Conditions, metav1.Condition{Type: "Done"}) // want `SF1001: virt-handler writes v1alpha1.VirtualMachineBackupStatus.Conditions, which only virt-controller may write`
}

func clearDone(b *backupv1.VirtualMachineBackup) bool { // want clearDone:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	return meta.RemoveStatusCondition(&b.Status.Conditions, "Done") // want `SF1001: virt-handler writes v1alpha1.VirtualMachineBackupStatus.Conditions`
}

// Through a shared helper that hands its parameter on to the setter.
func markReady(b *backupv1.VirtualMachineBackup) { // want markReady:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	conditions.SetBackupReady(&b.Status.Conditions) // want `SF1001: virt-handler writes v1alpha1.VirtualMachineBackupStatus.Conditions`
}

// A setter of the policy's list.
func reset(b *backupv1.VirtualMachineBackup) { // want reset:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	meta.ResetConditions(&b.Status.Conditions) // want `SF1001: virt-handler writes v1alpha1.VirtualMachineBackupStatus.Conditions, which only virt-controller may write`
}

// Close negatives: a read through the finder, a setter handed a local
// list, a function neither known nor listed.
func isDone(b *backupv1.VirtualMachineBackup) bool {
	return meta.FindStatusCondition(b.Status.Conditions, "Done") != nil
}

func localOnly() []metav1.Condition {
	var cs []metav1.Condition
	meta.SetStatusCondition(&cs, metav1.Condition{Type: "Done"})
	return cs
}

func truncate(b *backupv1.VirtualMachineBackup) {
	meta.TruncateConditions(&b.Status.Conditions)
}

// A directive excuses one setter call.
func markFailedForReport(b *backupv1.VirtualMachineBackup) { // want markFailedForReport:"kubevirt.io/api/backup/v1alpha1.VirtualMachineBackupStatus.Conditions via v1alpha1.VirtualMachineBackupStatus.Conditions"
	//kvlint:ignore SF1001 the copy is rendered into an event, never stored
	meta.SetStatusCondition(&b.Status.Conditions, metav1.Condition{Type: "Failed"})
}
