// Package watch stands for virt-controller's application, which starts
// every controller: a call of a controller's method from here is that
// controller's code.
package watch

import (
	"kubevirt.io/kubevirt/pkg/storage/cbt"
	"kubevirt.io/kubevirt/pkg/storage/snapshot"
)

type VirtControllerApp struct {
	snapshotController *snapshot.VMSnapshotController
	restoreController  *snapshot.VMRestoreController
	backupController   *cbt.VMBackupController
}

func (vca *VirtControllerApp) onStartedLeading() { // want onStartedLeading:"PrintableStatus via"
	go vca.snapshotController.Run() // want `SF1001: virt-controller/snapshot, through snapshot\.VMSnapshotController\.Run, writes v1\.VirtualMachineStatus\.PrintableStatus, which only virt-controller/vm may write`
	go vca.restoreController.Run()  // want `SF1001: virt-controller/restore, through snapshot\.VMRestoreController\.Run, writes fields it may not write: v1\.VirtualMachineStatus\.VolumeSnapshotStatuses, v1beta1\.VirtualMachineSnapshotStatus\.Phase`
	go vca.backupController.Run()   // want `SF1001: virt-controller/backup, through cbt\.VMBackupController\.Run, writes v1\.VirtualMachineInstanceBackupStatus\.Completed, which only virt-handler/vm may write`
}
