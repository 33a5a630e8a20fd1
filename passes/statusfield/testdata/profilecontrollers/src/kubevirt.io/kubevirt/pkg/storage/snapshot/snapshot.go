// Package snapshot stands for KubeVirt's snapshot and restore controllers:
// shared code by its path, run by virt-controller, each controller its own
// receiver type.
package snapshot

import (
	"context"
	"errors"

	v1 "kubevirt.io/api/core/v1"
	snapshotv1 "kubevirt.io/api/snapshot/v1beta1"
	"kubevirt.io/client-go/kubecli"
)

type VMSnapshotController struct {
	Client    kubecli.KubevirtClient
	queue     chan *v1.VirtualMachine
	snapshots chan *snapshotv1.VirtualMachineSnapshot
}

func (ctrl *VMSnapshotController) Run() {
	for vm := range ctrl.queue {
		ctrl.lock(vm, "snap")
	}
	for s := range ctrl.snapshots {
		ready := true
		s.Status.ReadyToUse = &ready // the snapshot's status is this controller's
	}
}

// lock takes the snapshot's lock on the VM: the snapshot controller's
// field. It also sets the VM's printable status, which is the VM
// controller's.
func (ctrl *VMSnapshotController) lock(vm *v1.VirtualMachine, name string) {
	vmCopy := vm.DeepCopy()
	vmCopy.Status.SnapshotInProgress = &name
	vmCopy.Status.PrintableStatus = "Snapshotting"
	_, _ = ctrl.Client.VirtualMachine(vm.Namespace).UpdateStatus(context.Background(), vmCopy)
}

type VMRestoreController struct {
	Client    kubecli.KubevirtClient
	queue     chan *v1.VirtualMachine
	snapshots chan *snapshotv1.VirtualMachineSnapshot
}

// restoreTarget is what a restore restores into, picked by kind; its
// constructor returns it with an error, the common Go shape.
type restoreTarget interface {
	UpdateRestoreInProgress() error
}

type vmRestoreTarget struct {
	controller *VMRestoreController
	vm         *v1.VirtualMachine
	name       string
}

func (ctrl *VMRestoreController) getTarget(vm *v1.VirtualMachine, kind string) (restoreTarget, error) {
	if kind == "VirtualMachine" {
		return &vmRestoreTarget{controller: ctrl, vm: vm, name: "restore"}, nil
	}
	return nil, errors.New("unknown target kind")
}

func (ctrl *VMRestoreController) Run() {
	for vm := range ctrl.queue {
		target, err := ctrl.getTarget(vm, "VirtualMachine")
		if err != nil {
			continue
		}
		_ = target.UpdateRestoreInProgress()
	}
	// A restore marking the snapshot it restores from writes the
	// snapshot controller's status.
	for s := range ctrl.snapshots {
		s.Status.Phase = "InUse"
	}
}

// The restore's lock is the restore controller's; the snapshots' volume
// statuses are the snapshot controller's.
func (t *vmRestoreTarget) UpdateRestoreInProgress() error {
	vmCopy := t.vm.DeepCopy()
	vmCopy.Status.RestoreInProgress = &t.name
	vmCopy.Status.VolumeSnapshotStatuses = nil
	_, err := t.controller.Client.VirtualMachine(vmCopy.Namespace).UpdateStatus(context.Background(), vmCopy)
	return err
}
