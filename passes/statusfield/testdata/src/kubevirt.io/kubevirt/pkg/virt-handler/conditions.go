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
