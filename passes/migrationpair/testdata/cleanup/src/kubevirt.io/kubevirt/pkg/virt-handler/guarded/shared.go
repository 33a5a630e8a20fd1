package guarded

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-handler/guarded/volumes"
)

// Cleanups that reach the volumes through another package's helpers: the
// helper's path that reaches only the partial stop is known from its fact,
// so the cleanup stops a subset there, as through a helper of its own.
func (c *MigrationTargetController) shutdownCleanup(vmi *v1.VirtualMachineInstance) {
	_ = volumes.Release(c.hotplugVolumeMounter, vmi) // want `MP1003: lifecycle "hotplug volume mounts": the target side's abort cleanup MigrationTargetController\.shutdownCleanup stops only a subset of it here \(hotplugvolume\.VolumeMounter\.Unmount, through volumes\.Release\)$`
	c.stopAllButVolumes(vmi)
}

// drainCleanup: close negative, the other package's helper stops fully on
// every path.
func (c *MigrationTargetController) drainCleanup(vmi *v1.VirtualMachineInstance) {
	_ = volumes.ReleaseAll(c.hotplugVolumeMounter, vmi)
	c.stopAllButVolumes(vmi)
}

func (c *MigrationTargetController) detachCleanup(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 fixture: a detached target's volumes were all listed
	_ = volumes.Release(c.hotplugVolumeMounter, vmi)
	c.stopAllButVolumes(vmi)
}
