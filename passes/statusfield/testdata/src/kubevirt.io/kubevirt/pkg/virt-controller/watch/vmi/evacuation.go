package vmi

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/controller"
)

// evacuation calls through an interface: the write is attributed through
// the implementation the constructor stores, and only that one.
type evacuation struct {
	evac  controller.Evacuator
	quiet controller.Evacuator
}

func newEvacuation() *evacuation {
	return &evacuation{evac: controller.NodeEvacuator{}, quiet: controller.NoopEvacuator{}}
}

func (e *evacuation) run(vmi *v1.VirtualMachineInstance) { // want run:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.EvacuationNodeName via controller.Evacuator.Evacuate, implemented by controller.NodeEvacuator.Evacuate→v1.VirtualMachineInstanceStatus.EvacuationNodeName$`
	e.evac.Evacuate(vmi) // want `SF1001: virt-controller, through controller\.Evacuator\.Evacuate, implemented by controller\.NodeEvacuator\.Evacuate, writes v1\.VirtualMachineInstanceStatus\.EvacuationNodeName, which only virt-api, virt-handler may write$`
	e.quiet.Evacuate(vmi)
}
