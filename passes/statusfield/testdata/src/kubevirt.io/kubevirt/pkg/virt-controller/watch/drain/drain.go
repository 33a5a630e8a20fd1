// Package drain is virt-controller code that runs a runner wired in another
// package: the write its implementation makes is attributed here.
package drain

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/evacwire"
)

func drain(vmi *v1.VirtualMachineInstance) { // want drain:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.EvacuationNodeName via evacrun.Runner.Run→controller.Evacuator.Evacuate, implemented by controller.NodeEvacuator.Evacuate→v1.VirtualMachineInstanceStatus.EvacuationNodeName$`
	evacwire.Node().Run(vmi) // want `SF1001: virt-controller, through evacrun\.Runner\.Run, writes v1\.VirtualMachineInstanceStatus\.EvacuationNodeName, which only virt-api, virt-handler may write$`
}
