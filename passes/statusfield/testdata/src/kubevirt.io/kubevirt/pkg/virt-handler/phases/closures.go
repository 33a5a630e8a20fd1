package phases

import v1 "kubevirt.io/api/core/v1"

// A closure named for the write it repeats: each call of it hands the
// value the write stores, judged at the write.
func (c *VirtualMachineController) viaClosure(vmi *v1.VirtualMachineInstance, gone bool) bool { // want viaClosure:`Phase=Scheduling`
	changed := false
	assignPhase := func(p v1.VirtualMachineInstancePhase) {
		vmi.Status.Phase = p // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
		changed = true
	}
	if gone {
		assignPhase(v1.Failed)
	} else {
		assignPhase(v1.Scheduling)
	}
	return changed
}

// Called in place, and set as a field of a local struct literal.
func (c *VirtualMachineController) viaInPlace(vmi *v1.VirtualMachineInstance) { // want viaInPlace:`Phase=Pending`
	func(p v1.VirtualMachineInstancePhase) {
		vmi.Status.Phase = p // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending`
	}(v1.Pending)
}

type phaseSetter struct {
	set func(v1.VirtualMachineInstancePhase)
}

func (c *VirtualMachineController) viaField(vmi *v1.VirtualMachineInstance) { // want viaField:`Phase=Scheduling`
	s := phaseSetter{set: func(p v1.VirtualMachineInstancePhase) {
		vmi.Status.Phase = p // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
	}}
	s.set(v1.Scheduling)
}

// Close negatives: a closure handed only values the handler may set, and
// one whose value is itself a parameter of the method.
func (c *VirtualMachineController) closureAllowed(vmi *v1.VirtualMachineInstance, next v1.VirtualMachineInstancePhase) { // want closureAllowed:`Phase=Running`
	set := func(p v1.VirtualMachineInstancePhase) { vmi.Status.Phase = p }
	set(v1.Running)
	set(v1.Failed)
	other := func(p v1.VirtualMachineInstancePhase) { vmi.Status.Phase = p }
	other(next)
}

func (c *VirtualMachineController) closureExcused(vmi *v1.VirtualMachineInstance) { // want closureExcused:`Phase=Scheduling`
	set := func(p v1.VirtualMachineInstancePhase) {
		//kvlint:ignore SF1002 the fixture's excused closure
		vmi.Status.Phase = p
	}
	set(v1.Scheduling)
}
