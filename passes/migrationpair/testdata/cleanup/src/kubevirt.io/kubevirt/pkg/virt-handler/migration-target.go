package virthandler

import (
	"errors"
	"time"

	v1 "kubevirt.io/api/core/v1"
)

type MigrationTargetController struct {
	*BaseController
}

func migrationProxyKey(vmi *v1.VirtualMachineInstance) string {
	if ms := vmi.Status.MigrationState; ms != nil && ms.SourceVMIUID != nil {
		return string(*ms.SourceVMIUID)
	}
	return string(vmi.UID)
}

// processVMI prepares the target: volumes, network, the launcher connection
// and the proxy.
func (c *MigrationTargetController) processVMI(vmi *v1.VirtualMachineInstance) error {
	if _, err := c.launcherClients.GetLauncherClient(vmi); err != nil {
		return err
	}
	if uid := vmi.Status.MigrationState.TargetAttachmentPodUID; uid != "" {
		if err := c.hotplugVolumeMounter.MountFromPod(vmi, uid); err != nil {
			return err
		}
	}
	if err := c.setupNetwork(vmi); err != nil {
		return err
	}
	return listenForTarget(c, migrationProxyKey(vmi))
}

// listenForTarget belongs to no side: the target starts its proxy through
// it, so a cleanup finding relates the call and then the helper's start.
func listenForTarget(c *MigrationTargetController, key string) error {
	return c.migrationProxy.StartTargetListener(key, nil)
}

// unmountVolumes is the helper cleanups call: it reaches the full stop.
func (c *MigrationTargetController) unmountVolumes(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState.TargetAttachmentPodUID == "" {
		return nil
	}
	return c.hotplugVolumeMounter.UnmountAll(vmi.DeepCopy())
}

// finalCleanup ends every migration on the target (completion), and its
// Failed branch is the failure cleanup. Close negatives: the early return
// puts the key back on the queue; the error returns are retried; the
// failure branch reaches the full hotplug stop through a helper; on success
// the volumes and the network serve the VM, so the completion need not stop
// them (their lifecycles list no completion kind).
func (c *MigrationTargetController) finalCleanup(vmi *v1.VirtualMachineInstance, postCopyPending bool) error {
	if postCopyPending {
		c.queue.AddAfter(vmi.Name, time.Second)
		return nil
	}
	defer c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	defer c.launcherClients.CloseLauncherClient(vmi)
	client, err := c.launcherClients.GetLauncherClient(vmi)
	if err != nil {
		return err
	}
	if vmi.Status.MigrationState.Failed {
		_ = client.SignalTargetPodCleanup(vmi)
		if err := c.unmountVolumes(vmi); err != nil {
			return err
		}
		if err := c.netConf.Teardown(vmi); err != nil {
			return errors.New("failed to tear down the network")
		}
	}
	// A second test of the same field: its branch is part of the first
	// branch's paths, not a cleanup path of its own.
	if !vmi.Status.MigrationState.Failed {
		vmi.Status.NodeName = "target"
	}
	return nil
}

// execute: the branch for a final or deleted VMI is the target's final
// cleanup. It releases volumes, network and the launcher connection but not
// the proxy.
func (c *MigrationTargetController) execute(vmi *v1.VirtualMachineInstance) error {
	if vmi.IsFinal() || vmi.DeletionTimestamp != nil {
		_ = c.unmountVolumes(vmi)
		_ = c.netConf.Teardown(vmi)
		c.launcherClients.CloseLauncherClient(vmi)
		return nil // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.execute \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	if vmi.Status.MigrationState == nil {
		return nil
	}
	if vmi.Status.MigrationState.EndTimestamp != nil {
		return c.finalCleanup(vmi, false)
	}
	return c.processVMI(vmi)
}

// abortCleanup unmounts only the volumes the VMI no longer lists: a subset.
func (c *MigrationTargetController) abortCleanup(vmi *v1.VirtualMachineInstance) {
	c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	_ = c.hotplugVolumeMounter.Unmount(vmi) // want `MP1003: lifecycle "hotplug volume mounts": the target side's abort cleanup MigrationTargetController\.abortCleanup stops only a subset of it here \(hotplugvolume\.VolumeMounter\.Unmount\)$`
	_ = c.netConf.Teardown(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
}

// cancelCleanup leaves the network to the node's own cleanup, and says why.
func (c *MigrationTargetController) cancelCleanup(vmi *v1.VirtualMachineInstance) {
	c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	_ = c.unmountVolumes(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
	//kvlint:ignore MP1003 the network cache of a cancelled target is removed by the VM controller's final cleanup
}

// requeuer narrows the work queue to the call a waiting cleanup needs.
type requeuer interface {
	AddAfter(item string, d time.Duration)
}

// requeueCleanup waits for the launcher before it cleans up: the early
// return puts the key back through the narrowed queue, a retry and not a
// cleanup path that leaks (close negative).
func (c *MigrationTargetController) requeueCleanup(vmi *v1.VirtualMachineInstance, waiting bool) {
	if waiting {
		requeuer(c.queue).AddAfter(vmi.Name, time.Second)
		return
	}
	c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	_ = c.unmountVolumes(vmi)
	_ = c.netConf.Teardown(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
}

// migrationFailed tests the failure field for its callers: a branch on it
// is the field's branch (when-field through a predicate of the package).
func migrationFailed(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.Failed
}

func (c *MigrationTargetController) failedViaHelper(vmi *v1.VirtualMachineInstance) error {
	if migrationFailed(vmi) {
		return nil // want `lifecycle "target proxy listener": the target side's failure cleanup MigrationTargetController.failedViaHelper \(the branch taken when MigrationState.Failed is true\) returns here` `lifecycle "hotplug volume mounts"` `lifecycle "target network"` `lifecycle "launcher connection"`
	}
	return c.processVMI(vmi)
}
