// Package node stands for virt-controller's node controller: it fails the
// VMIs of a node that stopped responding, and nothing else of their
// lifecycle.
package node

import v1 "kubevirt.io/api/core/v1"

type Controller struct{}

func (c *Controller) failUnresponsive(vmi *v1.VirtualMachineInstance) { // want failUnresponsive:"Reason via" failUnresponsive:`Phase=Failed \(migration target\)`
	vmi.Status.Phase = v1.Failed
	vmi.Status.Reason = "NodeUnresponsive"
}

func (c *Controller) reschedule(vmi *v1.VirtualMachineInstance) { // want reschedule:"Phase=Scheduling via"
	vmi.Status.Phase = v1.Scheduling // want `SF1002: virt-controller/node sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller/vmi may set`
}
