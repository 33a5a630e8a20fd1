package vmi

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/controller"
)

// A condition's type handed to a parameter that builds the condition, or
// that filters it out of the list, is set or removed by the call.

func removeHandlerCondition(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want removeHandlerCondition:`Conditions.Type=-VirtualMachineInstancePaused via`
	cm.RemoveCondition(vmi, v1.VirtualMachineInstancePaused) // want `SF1002: virt-controller removes v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may remove$`
}

// The type through a local variable: the constant is related.
func removeFromVariable(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want removeFromVariable:`Conditions.Type=-VirtualMachineInstancePaused via`
	t := v1.VirtualMachineInstancePaused
	cm.RemoveCondition(vmi, t) // want `SF1002: virt-controller removes v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may remove$`
}

// Through shared code: the helper that removes it is the witness.
func removeThroughHelper(vmi *v1.VirtualMachineInstance) { // want removeThroughHelper:`Conditions.Type=-VirtualMachineInstancePaused via controller.ClearPaused→`
	controller.ClearPaused(vmi) // want `SF1002: virt-controller, through controller\.ClearPaused, removes v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may remove$`
}

// A helper of the package that hands its parameter on: the value is
// removed where it is chosen.
func removeVia(vmi *v1.VirtualMachineInstance, t v1.VirtualMachineInstanceConditionType) { // want removeVia:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via controller.VirtualMachineInstanceConditionManager.RemoveCondition→v1.VirtualMachineInstanceStatus.Conditions$`
	(&controller.VirtualMachineInstanceConditionManager{}).RemoveCondition(vmi, t)
}

// syncCondition builds the condition of the type it is handed.
func syncCondition(vmi *v1.VirtualMachineInstance, conditionType v1.VirtualMachineInstanceConditionType) { // want syncCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via controller.VirtualMachineInstanceConditionManager.UpdateCondition→v1.VirtualMachineInstanceStatus.Conditions$`
	cond := v1.VirtualMachineInstanceCondition{Type: conditionType, Status: "True"}
	(&controller.VirtualMachineInstanceConditionManager{}).UpdateCondition(vmi, &cond)
}

// ensureCondition looks for the condition before it appends it: it sets
// the type it is handed and removes nothing.
func ensureCondition(vmi *v1.VirtualMachineInstance, t v1.VirtualMachineInstanceConditionType) { // want ensureCondition:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via v1.VirtualMachineInstanceStatus.Conditions$`
	for _, c := range vmi.Status.Conditions {
		if c.Type == t {
			return
		}
	}
	vmi.Status.Conditions = append(vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: t})
}

// ensureViaHelper looks for the condition and hands its type to a helper
// that builds it: it sets the type and removes nothing.
func ensureViaHelper(vmi *v1.VirtualMachineInstance, t v1.VirtualMachineInstanceConditionType) { // want ensureViaHelper:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions via v1.VirtualMachineInstanceStatus.Conditions$`
	for _, c := range vmi.Status.Conditions {
		if c.Type == t {
			return
		}
	}
	vmi.Status.Conditions = append(vmi.Status.Conditions, newCondition(t))
}

func newCondition(t v1.VirtualMachineInstanceConditionType) v1.VirtualMachineInstanceCondition {
	return v1.VirtualMachineInstanceCondition{Type: t}
}

func throughParameters(vmi *v1.VirtualMachineInstance) { // want throughParameters:`Conditions.Type=-VirtualMachineInstanceAgentConnected via .*Conditions.Type=-VirtualMachineInstanceSynchronized via .*Conditions.Type=VirtualMachineInstancePaused via .*Conditions.Type=VirtualMachineInstanceReady via`
	removeVia(vmi, v1.VirtualMachineInstanceAgentConnected)       // want `SF1002: virt-controller removes v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may remove$`
	ensureViaHelper(vmi, v1.VirtualMachineInstanceAgentConnected) // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may set$`
	ensureCondition(vmi, v1.VirtualMachineInstanceAgentConnected) // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceAgentConnected, a value only virt-handler may set$`
	syncCondition(vmi, "Paused")                                  // want `SF1002: virt-controller sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstancePaused, a value only virt-handler may set$`
	// Close negatives: its own condition, a listed remover, a type no
	// entry lists, a lookup.
	syncCondition(vmi, v1.VirtualMachineInstanceReady)
	removeVia(vmi, v1.VirtualMachineInstanceSynchronized)
	removeVia(vmi, v1.VirtualMachineInstanceProvisioning)
}

// Close negatives: the controller removes its own condition and one its
// removers entry lists; a lookup compares and removes nothing.
func removeOwn(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) bool { // want removeOwn:`Conditions.Type=-VirtualMachineInstanceReady via .*Conditions.Type=-VirtualMachineInstanceSynchronized via`
	cm.RemoveCondition(vmi, v1.VirtualMachineInstanceReady)
	cm.RemoveCondition(vmi, v1.VirtualMachineInstanceSynchronized)
	return cm.HasCondition(vmi, v1.VirtualMachineInstanceAgentConnected)
}

func suppressedRemoval(vmi *v1.VirtualMachineInstance, cm *controller.VirtualMachineInstanceConditionManager) { // want suppressedRemoval:`Conditions.Type=-VirtualMachineInstanceAgentConnected via`
	//kvlint:ignore SF1002 the fixture's directive case: a condition removed on the handler's behalf
	cm.RemoveCondition(vmi, v1.VirtualMachineInstanceAgentConnected)
}
