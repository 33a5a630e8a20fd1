package vmi

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/controller"
)

// Conditions share one list; each condition type has its owners.

func setOwnCondition(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want setOwnCondition:`Conditions.Type=VirtualMachineInstanceReady via .*Conditions.Type=VirtualMachineInstanceSynchronized via`
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceReady, Status: "True"})
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceSynchronized})
}

func setHandlerCondition(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want setHandlerCondition:`Conditions.Type=VirtualMachineInstanceAgentConnected via .*Conditions.Type=VirtualMachineInstancePaused via`
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{ // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may set$`
		Type:   v1.VirtualMachineInstanceAgentConnected,
		Status: "True",
	})
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: "Paused"}) // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may set$`
}

// A write of an element judges the literal it takes apart there, once.
func replaceCondition(vmi *v1.VirtualMachineInstance) { // want replaceCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstanceAgentConnected via .*Conditions.Type=VirtualMachineInstancePaused via [^;]*$`
	vmi.Status.Conditions[0] = v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstancePaused} // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may set$`
	vmi.Status.Conditions[0].Type = v1.VirtualMachineInstanceAgentConnected                              // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may set$`
}

// The type through a local variable: each constant it may hold.
func conditionFromVariable(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager, agent bool) { // want conditionFromVariable:`Conditions.Type=VirtualMachineInstanceAgentConnected via .*Conditions.Type=VirtualMachineInstanceReady via`
	t := v1.VirtualMachineInstanceReady
	if agent {
		t = v1.VirtualMachineInstanceAgentConnected
	}
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: t}) // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may set$`
}

// Through shared code: the helper that builds the condition is the witness.
func pauseThroughHelper(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want pauseThroughHelper:`Conditions.Type=VirtualMachineInstancePaused via controller.NewPausedCondition→v1.VirtualMachineInstanceStatus.Conditions.Type=VirtualMachineInstancePaused$`
	cm.UpdateCondition(vmi, controller.NewPausedCondition("user")) // want `SF1002: virt-controller, through controller\.NewPausedCondition, sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may set$`
}

// Close negatives: a type the caller hands in (judged where it is
// chosen), a condition type no entry lists (a write of the list, judged
// where the list is written), a literal of another type, a condition only
// compared.
func closeNegatives(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager, t v1.VirtualMachineInstanceConditionType) bool { // want closeNegatives:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via controller.VirtualMachineInstanceConditionManager.UpdateCondition→v1.VirtualMachineInstanceStatus.Conditions$`
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: t})
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceProvisioning})
	_ = v1.VirtualMachineInstanceNetworkInterface{Name: "Paused"}
	return cm.HasCondition(vmi, v1.VirtualMachineInstancePaused)
}

func suppressedCondition(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want suppressedCondition:`Conditions.Type=VirtualMachineInstanceAgentConnected via`
	//kvlint:ignore SF1002 the fixture's directive case: a condition set on the handler's behalf
	cm.UpdateCondition(vmi, &v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceAgentConnected})
}

// An allowed function builds a condition it does not set: nothing is set.
func previewCondition() v1.VirtualMachineInstanceCondition {
	return v1.VirtualMachineInstanceCondition{Type: v1.VirtualMachineInstanceAgentConnected}
}
