package guarded

import v1 "kubevirt.io/api/core/v1"

// releaseVolumes unmounts every volume when the VMI is gone, but only the
// volumes it no longer lists when it has an attachment pod: on that branch
// the helper stops a subset, though its summary also stops everything.
func (c *MigrationTargetController) releaseVolumes(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState.TargetAttachmentPodUID != "" {
		return c.hotplugVolumeMounter.Unmount(vmi) // want `MP1003: lifecycle "hotplug volume mounts": the target side's abort cleanup MigrationTargetController\.abortCleanup stops only a subset of it here \(hotplugvolume\.VolumeMounter\.Unmount, through guarded\.MigrationTargetController\.releaseVolumes\)$`
	}
	return c.hotplugVolumeMounter.UnmountAll(vmi)
}

// unmountAllVolumes: close negative, the guard leads to the full stop (it
// may stop, as the mount happened under the same guard).
func (c *MigrationTargetController) unmountAllVolumes(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState.TargetAttachmentPodUID == "" {
		return nil
	}
	if err := c.hotplugVolumeMounter.Unmount(vmi); err != nil {
		return err
	}
	return c.hotplugVolumeMounter.UnmountAll(vmi)
}

// unmountForCancel: the partial stop under a guard, suppressed with a reason.
func (c *MigrationTargetController) unmountForCancel(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState.TargetAttachmentPodUID != "" {
		//kvlint:ignore MP1003 a cancelled target never mounted a volume the VMI no longer lists
		return c.hotplugVolumeMounter.Unmount(vmi)
	}
	return nil
}

// abortCleanup reaches a subset through the mixed helper.
func (c *MigrationTargetController) abortCleanup(vmi *v1.VirtualMachineInstance) {
	_ = c.releaseVolumes(vmi)
	c.stopAllButVolumes(vmi)
}

// rollbackCleanup: close negative, the full stop after the partial one on
// every path (the helper unmounts what is unlisted, then everything).
func (c *MigrationTargetController) rollbackCleanup(vmi *v1.VirtualMachineInstance) {
	_ = c.unmountAllVolumes(vmi)
	c.stopAllButVolumes(vmi)
}

func (c *MigrationTargetController) cancelCleanup(vmi *v1.VirtualMachineInstance) {
	_ = c.unmountForCancel(vmi)
	c.stopAllButVolumes(vmi)
}

// stopAllButVolumes stops every other lifecycle the target started, so that
// the three abort cleanups above differ only in how they reach the volumes.
func (c *MigrationTargetController) stopAllButVolumes(vmi *v1.VirtualMachineInstance) {
	c.migrationProxy.StopTargetListener(string(vmi.UID))
	_ = c.netConf.Teardown(vmi)
	_ = c.containerDiskMounter.Unmount(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
}

// VirtualMachineController's hot-unplug releases the volumes the VMI no
// longer lists through a guarded helper too: close negative, it is no
// cleanup path of a side.
type VirtualMachineController struct {
	hotplugVolumeMounter interface {
		Unmount(vmi *v1.VirtualMachineInstance) error
	}
	target *MigrationTargetController
}

func (d *VirtualMachineController) hotUnplug(vmi *v1.VirtualMachineInstance) error {
	return d.target.unmountVolumes(vmi)
}
