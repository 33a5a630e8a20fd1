// Package volumes releases a target's hotplug volumes for the controllers
// that mounted them: the same guarded helpers as package guarded's, moved
// into a package of their own.
package volumes

import (
	v1 "kubevirt.io/api/core/v1"
	hotplugvolume "kubevirt.io/kubevirt/pkg/virt-handler/hotplug-disk"
)

// Release unmounts every volume when the VMI has no attachment pod, but
// only the volumes it no longer lists when it has one.
func Release(m hotplugvolume.VolumeMounter, vmi *v1.VirtualMachineInstance) error { // want Release:"lc-partial hotplug volume mounts via hotplugvolume\\.VolumeMounter\\.Unmount; lc-stop hotplug volume mounts via hotplugvolume\\.VolumeMounter\\.UnmountAll" Release:"may stop only part of hotplug volume mounts"
	if vmi.Status.MigrationState.TargetAttachmentPodUID != "" {
		return m.Unmount(vmi)
	}
	return m.UnmountAll(vmi)
}

// ReleaseAll unmounts the unlisted volumes, then every volume, on every
// path: it stops the lifecycle fully (no fact).
func ReleaseAll(m hotplugvolume.VolumeMounter, vmi *v1.VirtualMachineInstance) error { // want ReleaseAll:"lc-partial hotplug volume mounts via hotplugvolume\\.VolumeMounter\\.Unmount; lc-stop hotplug volume mounts via hotplugvolume\\.VolumeMounter\\.UnmountAll"
	if err := m.Unmount(vmi); err != nil {
		return err
	}
	return m.UnmountAll(vmi)
}
