package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/controller"
)

// A removers entry lets the handler take the controller's Ready out of the
// list; it does not let the handler set it.
func domainGone(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want domainGone:`Conditions.Type=-VirtualMachineInstancePaused via .*Conditions.Type=-VirtualMachineInstanceReady via .*Conditions.Type=VirtualMachineInstanceReady via`
	cm.RemoveCondition(vmi, v1.VirtualMachineInstanceReady)
	cm.RemoveCondition(vmi, v1.VirtualMachineInstancePaused)
	controller.ClearPaused(vmi)
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceReady}) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
}

// A condition built field by field is set as surely as one built in a
// literal: the type assigned to the element is the component's word,
// wherever the element goes next.
func readyBuilt(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager, agent bool) { // want readyBuilt:`Conditions.Type=VirtualMachineInstanceAgentConnected via .*Conditions.Type=VirtualMachineInstanceReady via`
	cond := &v1.VirtualMachineInstanceCondition{}
	if agent {
		cond.Type = v1.VirtualMachineInstanceAgentConnected
	} else {
		cond.Type = v1.VirtualMachineInstanceReady // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
	}
	cm.UpdateCondition(vmi, cond)
	var paused v1.VirtualMachineInstanceCondition
	paused.Type = v1.VirtualMachineInstancePaused // close negative: the handler's own condition
	vmi.Status.Conditions = append(vmi.Status.Conditions, paused)
	//kvlint:ignore SF1002 the fixture's directive: the controller's Ready, built on purpose
	cond.Type = v1.VirtualMachineInstanceReady
}
