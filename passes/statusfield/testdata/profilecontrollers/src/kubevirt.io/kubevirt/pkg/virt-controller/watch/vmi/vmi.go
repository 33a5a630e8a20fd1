// Package vmi stands for virt-controller's VMI controller: the VMI's
// lifecycle is its word under the embedded kubevirt profile.
package vmi

import v1 "kubevirt.io/api/core/v1"

type Controller struct{}

func (c *Controller) updateStatus(vmi *v1.VirtualMachineInstance, qos string) { // want updateStatus:"QOSClass via"
	vmi.Status.QOSClass = &qos
	vmi.Status.Phase = v1.Scheduling
	vmi.Status.NodeName = "node01"
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceReady})
}

// The migration object's status is the migration controller's.
func (c *Controller) finishMigration(m *v1.VirtualMachineInstanceMigration) { // want finishMigration:"MigrationStatus.Phase via"
	m.Status.Phase = v1.MigrationSucceeded // want `SF1001: virt-controller/vmi writes v1\.VirtualMachineInstanceMigrationStatus\.Phase, which only virt-controller/migration may write`
}

// The controller attaches a hotplugged volume through its attachment pod;
// the pod's unmount is the handler's to report.
func (c *Controller) attach(vs *v1.VolumeStatus, pod string) { // want attach:"HotplugVolume.AttachPodName via"
	vs.HotplugVolume = &v1.HotplugVolumeStatus{AttachPodName: pod}
	vs.Phase = v1.HotplugVolumeAttachedToNode
}

func (c *Controller) unmounted(vs *v1.VolumeStatus) { // want unmounted:"Phase=HotplugVolumeUnMounted via"
	vs.Phase = v1.HotplugVolumeUnMounted // want `SF1002: virt-controller/vmi sets v1\.VolumeStatus\.Phase=HotplugVolumeUnMounted, a value only virt-handler/vm may set`
}

// The controller changes a copy of a volume's entry and puts it back:
// only the phase it set is written, not the handler's disk target.
func (c *Controller) processHotplug(status *v1.VolumeStatus) { // want processHotplug:"Phase=HotplugVolumeAttachedToNode via"
	statusCopy := status.DeepCopy()
	statusCopy.Phase = v1.HotplugVolumeAttachedToNode
	*status = *statusCopy
}

func (c *Controller) renameDisk(status *v1.VolumeStatus) { // want renameDisk:"Target via"
	status.Target = "vdb" // want `SF1001: virt-controller/vmi writes v1\.VolumeStatus\.Target, which only virt-handler/vm may write`
}

// The reason a VMI failed is the node controller's word (an unresponsive
// node); the user a VMI runs as is virt-api's and the migration
// controller's.
func (c *Controller) failPodGone(vmi *v1.VirtualMachineInstance) { // want failPodGone:"Reason via"
	vmi.Status.Reason = "PodGone" // want `SF1001: virt-controller/vmi writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller/node may write`
	vmi.Status.RuntimeUser = 107  // want `SF1001: virt-controller/vmi writes v1\.VirtualMachineInstanceStatus\.RuntimeUser, which only virt-api, virt-controller/migration may write`
}

// The VMI controller ends a migration whose target pod is gone; where it
// goes is the migration controller's word.
func (c *Controller) targetPodGone(vmi *v1.VirtualMachineInstance) { // want targetPodGone:"Failed via"
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.TargetNode = "node03" // want `SF1001: virt-controller/vmi writes v1\.VirtualMachineInstanceMigrationState\.TargetNode, which only synchronization-controller, virt-controller/migration may write`
}
