package rest

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/conditions"
)

// Status fields handed to helpers that write through their parameters: the
// write is virt-api's, at the call.

func markReady(vmi *v1.VirtualMachineInstance) { // want markReady:"Conditions via v1.VirtualMachineInstanceStatus.Conditions"
	conditions.Set(&vmi.Status.Conditions, v1.VirtualMachineInstanceCondition{Type: "Paused"}) // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Conditions, which only virt-controller, virt-handler may write$`
}

func markReadyOn(vmi *v1.VirtualMachineInstance) { // want markReadyOn:"Conditions via v1.VirtualMachineInstanceStatus.Conditions"
	conditions.SetReady(&vmi.Status.Conditions) // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Conditions`
}

func explain(vmi *v1.VirtualMachineInstance) { // want explain:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	conditions.SetString(&vmi.Status.Reason, "Evicted") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

func trackPod(vmi *v1.VirtualMachineInstance) { // want trackPod:"ActivePods via v1.VirtualMachineInstanceStatus.ActivePods"
	conditions.Track(vmi.Status.ActivePods, "uid", "node01") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.ActivePods, which only virt-controller may write$`
}

// setNode is a helper of the package that writes through its parameter.
func setNode(p *string, node string) { *p = node }

func evacuate(vmi *v1.VirtualMachineInstance) { // want evacuate:"EvacuationNodeName via v1.VirtualMachineInstanceStatus.EvacuationNodeName"
	setNode(&vmi.Status.EvacuationNodeName, "node02") // virt-api may write it
}

func place(vmi *v1.VirtualMachineInstance) { // want place:"NodeName via v1.VirtualMachineInstanceStatus.NodeName"
	setNode(&vmi.Status.NodeName, "node02") // want `SF1001: virt-api writes v1\.VirtualMachineInstanceStatus\.NodeName, which only virt-controller, virt-handler may write$`
}

func explainExcused(vmi *v1.VirtualMachineInstance) { // want explainExcused:"Reason via v1.VirtualMachineInstanceStatus.Reason"
	//kvlint:ignore SF1001 fixture: a reviewed exception
	conditions.SetString(&vmi.Status.Reason, "Evicted")
}

// Close negatives: helpers that only read, and a local handed over.
func inspect(vmi *v1.VirtualMachineInstance) (bool, int) {
	var reason string
	conditions.SetString(&reason, "local")
	return conditions.Has(vmi.Status.Conditions, "Ready"), conditions.Count(&vmi.Status.Conditions)
}

var _, _, _, _, _, _, _, _ = markReady, markReadyOn, explain, trackPod, evacuate, place, explainExcused, inspect
