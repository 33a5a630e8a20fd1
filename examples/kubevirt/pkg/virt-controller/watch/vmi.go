// Package watch is virt-controller's VMI controller. Each method below
// crosses a handoff the way a hurried change would; kvlint reports each one.
package watch

import (
	"golang.org/x/sys/unix"
	v1 "kubevirt.io/api/core/v1"
)

// VMIController schedules VMIs and hands them to virt-handler.
type VMIController struct{}

// handToNode labels the VMI for its node. The key is typed by hand: if the
// API renames v1.NodeNameLabel, virt-handler's selector and this label drift
// apart silently (HO1003, with a fix: kvlint -fix).
func (c *VMIController) handToNode(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.NodeName = node
	vmi.Labels["kubevirt.io/nodeName"] = node
}

// copyGuestName writes a field that virt-handler owns: two controllers now
// fight over it (SF1001).
func (c *VMIController) copyGuestName(vmi *v1.VirtualMachineInstance, name string) {
	vmi.Status.GuestOSInfo.Name = name
}

// prepareDisk mounts on the host from the control plane, which must never
// touch the host (HP1001, HP1002).
func (c *VMIController) prepareDisk(dev, dir string) error {
	return unix.Mount(dev, dir, "ext4", 0, "")
}
