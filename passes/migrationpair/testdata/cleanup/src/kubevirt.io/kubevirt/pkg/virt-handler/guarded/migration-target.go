// Package guarded is the real shape of a target whose cleanups reach the
// hotplug volumes only through a helper, and there only under a guard: the
// failure branch of finalCleanup and the final/deleted branch of execute
// both call unmountVolumes, which unmounts the attachment pod's volumes only
// when the VMI records one, and then with the partial stop (the volumes the
// VMI no longer lists) where every volume of the failed target must go.
package guarded

import (
	"errors"
	"fmt"

	v1 "kubevirt.io/api/core/v1"
	containerdisk "kubevirt.io/kubevirt/pkg/virt-handler/container-disk"
	hotplugvolume "kubevirt.io/kubevirt/pkg/virt-handler/hotplug-disk"
	launcherclients "kubevirt.io/kubevirt/pkg/virt-handler/launcher-clients"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type netconf interface {
	Setup(vmi *v1.VirtualMachineInstance, launcherPid int) error
	Teardown(vmi *v1.VirtualMachineInstance) error
}

type MigrationTargetController struct {
	netConf              netconf
	migrationProxy       migrationproxy.ProxyManager
	hotplugVolumeMounter hotplugvolume.VolumeMounter
	containerDiskMounter containerdisk.Mounter
	launcherClients      launcherclients.LauncherClientsManager
}

// syncVolumes mounts the attachment pod's volumes for the incoming VM.
func (c *MigrationTargetController) syncVolumes(vmi *v1.VirtualMachineInstance) error {
	if err := c.containerDiskMounter.MountAndVerify(vmi); err != nil {
		return err
	}
	if uid := vmi.Status.MigrationState.TargetAttachmentPodUID; uid != "" {
		if err := c.hotplugVolumeMounter.MountFromPod(vmi, uid); err != nil {
			return fmt.Errorf("failed to mount hotplug volumes: %v", err)
		}
	}
	return nil
}

func (c *MigrationTargetController) processVMI(vmi *v1.VirtualMachineInstance) error {
	if _, err := c.launcherClients.GetLauncherClient(vmi); err != nil {
		return err
	}
	if err := c.syncVolumes(vmi); err != nil {
		return err
	}
	if err := c.netConf.Setup(vmi, 1); err != nil {
		return err
	}
	return c.migrationProxy.StartTargetListener(string(vmi.UID), nil)
}

// unmountVolumes is the guarded helper: under the attachment-pod guard it
// calls the partial stop. Both cleanups reach it, so both are reported here,
// at the line to change, each with its own path.
func (c *MigrationTargetController) unmountVolumes(vmi *v1.VirtualMachineInstance) error {
	vmiCopy := vmi.DeepCopy()
	if err := c.containerDiskMounter.Unmount(vmiCopy); err != nil {
		return err
	}
	if attachmentPodUID := vmiCopy.Status.MigrationState.TargetAttachmentPodUID; attachmentPodUID != "" {
		if err := c.hotplugVolumeMounter.Unmount(vmiCopy); err != nil { // want `MP1003: lifecycle "hotplug volume mounts": the target side's failure cleanup MigrationTargetController\.finalCleanup \(the branch taken when MigrationState\.Failed is true\) stops only a subset of it here \(hotplugvolume\.VolumeMounter\.Unmount, through guarded\.MigrationTargetController\.unmountVolumes\)$` `MP1003: lifecycle "hotplug volume mounts": the target side's final cleanup MigrationTargetController\.execute \(the branch taken when IsFinal\(\) is true\) stops only a subset of it here \(hotplugvolume\.VolumeMounter\.Unmount, through guarded\.MigrationTargetController\.unmountVolumes\)$`
			return fmt.Errorf("failed to unmount hotplug volumes: %v", err)
		}
	}
	return nil
}

// finalCleanup: the failure branch signals the target pod, unmounts through
// the helper, tears the network down and returns the status update (a call,
// not an error: the path finishes).
func (c *MigrationTargetController) finalCleanup(vmi *v1.VirtualMachineInstance) error {
	defer c.migrationProxy.StopTargetListener(string(vmi.UID))
	defer c.launcherClients.CloseLauncherClient(vmi)
	client, err := c.launcherClients.GetLauncherClient(vmi)
	if err != nil {
		return err
	}
	if vmi.Status.MigrationState.Failed {
		if err := client.SignalTargetPodCleanup(vmi); err != nil {
			vmi.Status.NodeName = "" // ignored, as the real code logs it
		}
		err = c.unmountVolumes(vmi)
		if err != nil {
			return err
		}
		if err = c.netConf.Teardown(vmi); err != nil {
			return errors.New("failed to delete the network cache")
		}
	}
	return c.updateVMI(vmi)
}

func (c *MigrationTargetController) updateVMI(vmi *v1.VirtualMachineInstance) error {
	_ = vmi
	return nil
}

// execute: the final/deleted branch is best effort. Each lifecycle the
// target started is checked on it separately: the volumes (a subset, above),
// and here the launcher connection and the proxy, both left behind.
func (c *MigrationTargetController) execute(vmi *v1.VirtualMachineInstance) error {
	if vmi.IsFinal() || vmi.DeletionTimestamp != nil {
		_ = c.unmountVolumes(vmi)
		_ = c.netConf.Teardown(vmi)
		return nil // want `MP1003: lifecycle "launcher connection": the target side's final cleanup MigrationTargetController\.execute \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$` `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.execute \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	if vmi.Status.MigrationState.EndTimestamp != nil {
		return c.finalCleanup(vmi)
	}
	return c.processVMI(vmi)
}

// forget is a final cleanup that releases nothing: each of the five
// lifecycles the target started is its own finding.
func (c *MigrationTargetController) forget(vmi *v1.VirtualMachineInstance) {
	vmi.Status.NodeName = ""
} // want `MP1003: lifecycle "hotplug volume mounts": the target side's final cleanup MigrationTargetController\.forget returns here without stopping it$` `MP1003: lifecycle "target container disk mounts": the target side's final cleanup MigrationTargetController\.forget returns here without stopping it$` `MP1003: lifecycle "guarded target network": the target side's final cleanup MigrationTargetController\.forget returns here without stopping it$` `MP1003: lifecycle "launcher connection": the target side's final cleanup MigrationTargetController\.forget returns here without stopping it$` `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.forget returns here without stopping it$`
