package guarded

import v1 "kubevirt.io/api/core/v1"

// releaseVolumesSeam is releaseVolumes held in a package-level variable (a
// seam a test can replace): on one branch it stops only a subset, as the
// declared helper does, and the cleanup that calls it is judged the same.
var releaseVolumesSeam = func(c *MigrationTargetController, vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState.TargetAttachmentPodUID != "" {
		return c.hotplugVolumeMounter.Unmount(vmi) // want `MP1003: lifecycle "hotplug volume mounts": the target side's abort cleanup MigrationTargetController\.abortCleanupSeam stops only a subset of it here`
	}
	return c.hotplugVolumeMounter.UnmountAll(vmi)
}

func (c *MigrationTargetController) abortCleanupSeam(vmi *v1.VirtualMachineInstance) {
	_ = releaseVolumesSeam(c, vmi)
	c.stopAllButVolumes(vmi)
}
