// Package watch is a virt-controller stand-in.
package watch

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/mountutil"
)

type Controller struct{}

// Sync schedules a VMI.
func (c *Controller) Sync(vmi *v1.VirtualMachineInstance) error {
	vmi.Status.Phase = v1.Scheduled
	vmi.Status.NodeName = "node01"
	if vmi.Labels == nil {
		vmi.Labels = map[string]string{}
	}
	vmi.Labels["kubevirt.io/nodeName"] = vmi.Status.NodeName
	return nil
}

// Prepare reaches a host mount through shared code.
func (c *Controller) Prepare(vmi *v1.VirtualMachineInstance) error {
	return mountutil.MountBlock("/dev/sda", "/var/run/kubevirt/"+vmi.Name)
}

// fail sets a phase the controller owns.
func fail(vmi *v1.VirtualMachineInstance, reason string) {
	vmi.Status.Phase = v1.Failed
	vmi.Status.Reason = reason
}
