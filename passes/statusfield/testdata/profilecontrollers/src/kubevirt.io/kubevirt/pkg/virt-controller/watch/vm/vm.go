// Package vm stands for virt-controller's VM controller: under the embedded
// kubevirt profile the VM's status is its word, but for the snapshot and
// restore controllers' locks and the requests virt-api records.
package vm

import (
	"context"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/client-go/kubecli"
)

type Controller struct{ client kubecli.KubevirtClient }

func (c *Controller) updateStatus(vm *v1.VirtualMachine) { // want updateStatus:"Ready via"
	vm.Status.Ready = true
	vm.Status.PrintableStatus = "Running"
}

// Taking a snapshot's lock is the snapshot controller's.
func (c *Controller) lockSnapshot(vm *v1.VirtualMachine, name string) { // want lockSnapshot:"SnapshotInProgress via"
	vm.Status.SnapshotInProgress = &name // want `SF1001: virt-controller/vm writes v1\.VirtualMachineStatus\.SnapshotInProgress, which only virt-controller/snapshot may write`
}

// After a patch the controller keeps the server's copy of the VM's status:
// the status the API server returned for this VM writes no field, the
// other controllers' locks included.
func (c *Controller) addStartRequest(vm *v1.VirtualMachine, patch []byte) error {
	patchedVM, err := c.client.VirtualMachine(vm.Namespace).PatchStatus(context.Background(), vm.Name, patch)
	if err != nil {
		return err
	}
	vm.Status = patchedVM.Status
	return nil
}

// The status of another VM, or of this one as this code computed it, is
// a write of every field.
func (c *Controller) copyOther(vm *v1.VirtualMachine, other string) error { // want copyOther:"SnapshotInProgress via"
	fetched, err := c.client.VirtualMachine(vm.Namespace).Get(context.Background(), other)
	if err != nil {
		return err
	}
	vm.Status = fetched.Status // want `SF1001: virt-controller/vm writes v1\.VirtualMachineStatus fields it may not write: RestoreInProgress, SnapshotInProgress`
	return nil
}

func (c *Controller) putComputed(vm *v1.VirtualMachine) { // want putComputed:"SnapshotInProgress via"
	computed := vm.DeepCopy()
	computed.Status.Ready = false
	vm.Status = computed.Status // want `SF1001: virt-controller/vm writes v1\.VirtualMachineStatus fields it may not write: RestoreInProgress, SnapshotInProgress`
}

// A VM reassigned after the request is not the VM the server returned.
func (c *Controller) refreshMoved(vm, next *v1.VirtualMachine, patch []byte) error { // want refreshMoved:"SnapshotInProgress via"
	patchedVM, err := c.client.VirtualMachine(vm.Namespace).PatchStatus(context.Background(), vm.Name, patch)
	if err != nil {
		return err
	}
	vm = next
	vm.Status = patchedVM.Status // want `SF1001: virt-controller/vm writes v1\.VirtualMachineStatus fields it may not write: RestoreInProgress, SnapshotInProgress`
	return nil
}
