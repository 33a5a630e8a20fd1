// Package launcherclients stands in for the manager of launcher connections
// (a gRPC client and the domain notify pipe per VMI).
package launcherclients

import v1 "kubevirt.io/api/core/v1"

type LauncherClient interface {
	SignalTargetPodCleanup(vmi *v1.VirtualMachineInstance) error
}

type LauncherClientsManager interface {
	GetLauncherClient(vmi *v1.VirtualMachineInstance) (LauncherClient, error)
	CloseLauncherClient(vmi *v1.VirtualMachineInstance)
}
