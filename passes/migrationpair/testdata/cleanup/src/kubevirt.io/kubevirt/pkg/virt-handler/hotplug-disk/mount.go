// Package hotplugvolume stands in for the virt-handler hotplug volume mounter.
package hotplugvolume

import (
	"k8s.io/apimachinery/pkg/types"
	v1 "kubevirt.io/api/core/v1"
)

type VolumeMounter interface {
	// Mount mounts the volumes the VMI lists that are not mounted yet.
	Mount(vmi *v1.VirtualMachineInstance) error
	// MountFromPod mounts the volumes of an attachment pod.
	MountFromPod(vmi *v1.VirtualMachineInstance, pod types.UID) error
	// Unmount unmounts the volumes the VMI no longer lists.
	Unmount(vmi *v1.VirtualMachineInstance) error
	// UnmountAll unmounts every hotplug volume of the VMI.
	UnmountAll(vmi *v1.VirtualMachineInstance) error
}
