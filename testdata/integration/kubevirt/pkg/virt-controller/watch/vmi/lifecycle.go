// Package vmi is virt-controller's VMI lifecycle controller. Each function
// below crosses a handoff the way a careless change would.
package vmi

import (
	"golang.org/x/sys/unix"
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/virt-handler/heartbeat"
)

// Controller drives VMIs until virt-handler takes over.
type Controller struct{}

// assignNode hands the VMI to a node: the label key is spelled by hand
// instead of v1.NodeNameLabel, so the two sides can drift apart.
func (c *Controller) assignNode(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.NodeName = node
	vmi.Labels["kubevirt.io/nodeName"] = node
}

// reportGuest writes guest information, which only virt-handler (talking to
// the guest agent through virt-launcher) owns.
func (c *Controller) reportGuest(vmi *v1.VirtualMachineInstance, name string) {
	vmi.Status.GuestOSInfo.Name = name
}

// prepareHostDisk mounts on the host from the control plane.
func (c *Controller) prepareHostDisk(dev, dir string) error {
	return unix.Mount(dev, dir, "ext4", 0, "")
}

// nodeAlive reaches into virt-handler's package for a helper.
func (c *Controller) nodeAlive() bool { return heartbeat.Alive() }
