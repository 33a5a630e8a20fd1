// Package vmi is virt-controller's VMI lifecycle controller, done right.
package vmi

import (
	v1 "kubevirt.io/api/core/v1"
)

// Controller drives VMIs until virt-handler takes over.
type Controller struct{}

// assignNode hands the VMI to a node with the API's own label constant.
func (c *Controller) assignNode(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.NodeName = node
	vmi.Labels[v1.NodeNameLabel] = node
}
