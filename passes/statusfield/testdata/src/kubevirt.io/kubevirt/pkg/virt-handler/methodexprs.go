package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
)

// A method expression ((phaser).setPhase, in place or held in a variable)
// takes the receiver as the call's first argument: the value is the third.
type phaser struct{}

func (phaser) setPhase(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want setPhase:"^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase via v1.VirtualMachineInstanceStatus.Phase$"
	vmi.Status.Phase = phase
}

func useMethodExpr(vmi *v1.VirtualMachineInstance) { // want useMethodExpr:"Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running; .*Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling$"
	phaser.setPhase(phaser{}, vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	set := phaser.setPhase
	set(phaser{}, vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	// Close negatives: a value virt-handler may set, the same ways.
	phaser.setPhase(phaser{}, vmi, v1.Running)
	set(phaser{}, vmi, v1.Running)
	//kvlint:ignore SF1002 the fixture's excused method expression
	phaser.setPhase(phaser{}, vmi, v1.Scheduling)
}

// The same for a status field handed by address to a method that writes
// through its parameter.
func (phaser) setReason(p *string, s string) { *p = s }

func reasonByMethodExpr(vmi *v1.VirtualMachineInstance) { // want reasonByMethodExpr:"^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason$"
	phaser.setReason(phaser{}, &vmi.Status.Reason, "Evicted") // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceStatus\.Reason`
	var reason string
	phaser.setReason(phaser{}, &reason, "local") // a local: no status field
}

// A value stored through a pointer parameter by a method expression's
// call: the address and the value both stand one argument on.
func (phaser) storeAt(dst *v1.VirtualMachineInstancePhase, p v1.VirtualMachineInstancePhase) {
	*dst = p
}

func storeByMethodExpr(vmi *v1.VirtualMachineInstance) { // want storeByMethodExpr:"Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running; .*Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling$"
	phaser.storeAt(phaser{}, &vmi.Status.Phase, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	phaser.storeAt(phaser{}, &vmi.Status.Phase, v1.Running)
	store := phaser.storeAt
	store(phaser{}, &vmi.Status.Phase, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// A method with a path parameter, called as a method expression: the
// path stands one argument on.
func (phaser) patchAt(path string, value interface{}) *patch.PatchSet {
	return patch.New(patch.WithReplace(path, value))
}

func patchByMethodExpr() { // want patchByMethodExpr:`Interfaces via virthandler.phaser.patchAt\("/status/interfaces"\); .*Reason via virthandler.phaser.patchAt\("/status/reason"\)$`
	phaser.patchAt(phaser{}, "/status/reason", "gone") // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	phaser.patchAt(phaser{}, "/status/interfaces", nil)
}

// A condition picked by a predicate that is a method, called as a method
// expression: the element stands one argument on.
func (phaser) isReady(c v1.VirtualMachineInstanceCondition) bool {
	return c.Type == v1.VirtualMachineInstanceReady
}

func readyByMethodExpr(vmi *v1.VirtualMachineInstance) { // want readyByMethodExpr:`Conditions.Type=VirtualMachineInstanceReady via`
	for i, c := range vmi.Status.Conditions {
		if phaser.isReady(phaser{}, c) {
			vmi.Status.Conditions[i].Status = "False" // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Conditions\.Type=VirtualMachineInstanceReady, a value only virt-controller may set$`
		}
	}
}

// deepcopy-gen's DeepCopyInto called as a method expression: the status it
// overwrites is the second argument; the first is the one it copies.
func copyByMethodExpr(vmi, old *v1.VirtualMachineInstance) { // want copyByMethodExpr:`ActivePods via v1.VirtualMachineInstanceStatus.ActivePods;.*VSOCKCID via v1.VirtualMachineInstanceStatus.VSOCKCID$`
	(*v1.VirtualMachineInstanceStatus).DeepCopyInto(&old.Status, &vmi.Status) // want `SF1001: virt-handler writes v1.VirtualMachineInstanceStatus fields it may not write: ActivePods, QOSClass, Reason, RuntimeUser, VSOCKCID$`
	// Close negatives: the status copied out into a local, and a copy
	// excused by a directive.
	var local v1.VirtualMachineInstanceStatus
	(*v1.VirtualMachineInstanceStatus).DeepCopyInto(&vmi.Status, &local)
	//kvlint:ignore SF1001 fixture: a reasoned one-off
	(*v1.VirtualMachineInstanceStatus).DeepCopyInto(&old.Status, &vmi.Status)
}

// A helper that hands its own pointer and value on to a method expression
// stores through its pointer too; its callers hand the field's address.
func (phaser) setPhaseVia(dst *v1.VirtualMachineInstancePhase, p v1.VirtualMachineInstancePhase) {
	phaser.storeAt(phaser{}, dst, p)
}

func handOnByMethodExpr(vmi *v1.VirtualMachineInstance) { // want handOnByMethodExpr:`Phase=Scheduling via`
	phaser{}.setPhaseVia(&vmi.Status.Phase, v1.Scheduling)         // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	phaser.setPhaseVia(phaser{}, &vmi.Status.Phase, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	// Close negative: a value virt-handler may set.
	phaser.setPhaseVia(phaser{}, &vmi.Status.Phase, v1.Running)
}
