// Package kubecli stands for KubeVirt's client package: the typed client
// of VirtualMachines, whose calls are requests to the API server.
package kubecli

import (
	"context"

	v1 "kubevirt.io/api/core/v1"
)

type KubevirtClient interface {
	VirtualMachine(namespace string) VirtualMachineInterface
}

type VirtualMachineInterface interface {
	Get(ctx context.Context, name string) (*v1.VirtualMachine, error)
	PatchStatus(ctx context.Context, name string, data []byte) (*v1.VirtualMachine, error)
	UpdateStatus(ctx context.Context, vm *v1.VirtualMachine) (*v1.VirtualMachine, error)
}
