package controller

import v1 "kubevirt.io/api/core/v1"

// Evacuator is implemented twice; a component's writes through it are those
// of the implementation it stores.
type Evacuator interface {
	Evacuate(vmi *v1.VirtualMachineInstance)
}

type NodeEvacuator struct{}

func (NodeEvacuator) Evacuate(vmi *v1.VirtualMachineInstance) { // want Evacuate:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.EvacuationNodeName via v1.VirtualMachineInstanceStatus.EvacuationNodeName$`
	vmi.Status.EvacuationNodeName = "node01"
}

type NoopEvacuator struct{}

func (NoopEvacuator) Evacuate(vmi *v1.VirtualMachineInstance) {}
