// Package container_disk stands in for the container-disk mounter.
package container_disk

import v1 "kubevirt.io/api/core/v1"

type Mounter interface {
	// MountAndVerify mounts the VMI's container disks.
	MountAndVerify(vmi *v1.VirtualMachineInstance) error
	// Unmount unmounts every container disk of the VMI.
	Unmount(vmi *v1.VirtualMachineInstance) error
}
