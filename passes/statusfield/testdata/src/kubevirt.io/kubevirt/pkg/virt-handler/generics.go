package virthandler

import v1 "kubevirt.io/api/core/v1"

// A generic helper's parameter of a type parameter holds the enum value
// its caller hands in, converted or not: the call that hands it sets it.
func setAs[P ~string](vmi *v1.VirtualMachineInstance, p P) { // want setAs:`Phase via v1.VirtualMachineInstanceStatus.Phase`
	vmi.Status.Phase = v1.VirtualMachineInstancePhase(p)
}

func setAny[T any](vmi *v1.VirtualMachineInstance, set func(*v1.VirtualMachineInstance, T), v T) {
	set(vmi, v)
}

func setPhaseOf[P v1.VirtualMachineInstancePhase](vmi *v1.VirtualMachineInstance, p P) { // want setPhaseOf:`Phase via v1.VirtualMachineInstanceStatus.Phase`
	vmi.Status.Phase = v1.VirtualMachineInstancePhase(p)
}

func genericScheduling(vmi *v1.VirtualMachineInstance) { // want genericScheduling:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	setAs(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

func genericConstrained(vmi *v1.VirtualMachineInstance) { // want genericConstrained:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	setPhaseOf(vmi, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// Close negatives: a value the handler may set through the same helper,
// and a generic helper that only hands its value to a callback.
func genericRunning(vmi *v1.VirtualMachineInstance) { // want genericRunning:`Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running`
	setAs(vmi, v1.Running)
}

func genericCallback(vmi *v1.VirtualMachineInstance) {
	setAny(vmi, func(*v1.VirtualMachineInstance, v1.VirtualMachineInstancePhase) {}, v1.Scheduling)
}

// A directive on the call.
func genericExcused(vmi *v1.VirtualMachineInstance) { // want genericExcused:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	//kvlint:ignore SF1002 the handler re-queues a VMI it found unscheduled before virt-controller saw it
	setAs(vmi, v1.Scheduling)
}

// A value stored through a pointer parameter: the caller hands the field's
// address and the value, and sets that value.
func StoreAt[T any](dst *T, v T) { *dst = v } // want StoreAt:`^writes through its argument 0$` StoreAt:`^argument 1 is stored through argument 0$`

func StorePhase(dst *v1.VirtualMachineInstancePhase, p v1.VirtualMachineInstancePhase) { // want StorePhase:`^writes through its argument 0$` StorePhase:`^argument 1 is stored through argument 0$`
	*dst = p
}

func storedScheduling(vmi *v1.VirtualMachineInstance) { // want storedScheduling:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	StoreAt(&vmi.Status.Phase, v1.Scheduling)    // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	StorePhase(&vmi.Status.Phase, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// Close negatives: a value the handler may set, a local's address (no
// object's), and a pointer held elsewhere.
func storedRunning(vmi *v1.VirtualMachineInstance, held *v1.VirtualMachineInstancePhase) { // want storedRunning:`Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running`
	StoreAt(&vmi.Status.Phase, v1.Running)
	var local v1.VirtualMachineInstancePhase
	StoreAt(&local, v1.Scheduling)
	StoreAt(held, v1.Scheduling)
}

func storedExcused(vmi *v1.VirtualMachineInstance) { // want storedExcused:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	//kvlint:ignore SF1002 the fixture's directive case for a value stored through a pointer
	StoreAt(&vmi.Status.Phase, v1.Scheduling)
}

// Handed on: a setter that passes its own pointer and value parameters to
// StoreAt stores through its pointer too, and a pointer to the field held
// in a local assigned once is the field's address.
func setPhaseAt(dst *v1.VirtualMachineInstancePhase, p v1.VirtualMachineInstancePhase) {
	StoreAt(dst, p)
}

func handedScheduling(vmi *v1.VirtualMachineInstance) { // want handedScheduling:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	setPhaseAt(&vmi.Status.Phase, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

func heldScheduling(vmi *v1.VirtualMachineInstance) { // want heldScheduling:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	ptr := &vmi.Status.Phase
	StoreAt(ptr, v1.Scheduling) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// Close negatives: a value the handler may set through the setter; a
// setter that stores its value through a pointer of its own (no caller's
// field); a local pointer assigned twice, which holds no one address.
func setPhaseLocal(p v1.VirtualMachineInstancePhase) {
	var own v1.VirtualMachineInstancePhase
	StoreAt(&own, p)
}

func handedRunning(vmi, other *v1.VirtualMachineInstance, again bool) { // want handedRunning:`Phase=Running via v1.VirtualMachineInstanceStatus.Phase=Running`
	setPhaseAt(&vmi.Status.Phase, v1.Running)
	setPhaseLocal(v1.Scheduling)
	ptr := &vmi.Status.Phase
	if again {
		ptr = &other.Status.Phase
	}
	StoreAt(ptr, v1.Scheduling)
}

// A directive on a handed-on call.
func handedExcused(vmi *v1.VirtualMachineInstance) { // want handedExcused:`Phase=Scheduling via v1.VirtualMachineInstanceStatus.Phase=Scheduling`
	//kvlint:ignore SF1002 the fixture's directive case for a setter handing its pointer on
	setPhaseAt(&vmi.Status.Phase, v1.Scheduling)
}
