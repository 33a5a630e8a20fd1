package v1

// VirtualMachineInstanceBackupStatus is a backup's entry in the VMI's
// changed-block-tracking status: virt-controller starts it, virt-handler
// reports its progress.
type VirtualMachineInstanceBackupStatus struct {
	BackupName string `json:"backupName,omitempty"`
	Completed  bool   `json:"completed,omitempty"`
}
