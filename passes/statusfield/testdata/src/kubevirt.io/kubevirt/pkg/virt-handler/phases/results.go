package phases

import v1 "kubevirt.io/api/core/v1"

// A function literal's results are the values its own returns give,
// called in place or through the local holding it.
func (c *VirtualMachineController) viaLitResult(vmi *v1.VirtualMachineInstance, gone bool) { // want viaLitResult:`Phase=Scheduling`
	pick := func(ok bool) v1.VirtualMachineInstancePhase {
		if ok {
			return v1.Scheduling
		}
		return v1.Running
	}
	vmi.Status.Phase = pick(gone) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

func (c *VirtualMachineController) viaLitInPlace(vmi *v1.VirtualMachineInstance) { // want viaLitInPlace:`Phase=Pending`
	p := func() v1.VirtualMachineInstancePhase { return v1.Pending }()
	vmi.Status.Phase = p // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending`
}

// An unexported field of the package's own type holds what the package
// stores there.
type phaseStep struct {
	next v1.VirtualMachineInstancePhase
	why  string
}

func (c *VirtualMachineController) viaOwnField(vmi *v1.VirtualMachineInstance) { // want viaOwnField:`Phase=Scheduling`
	steps := []phaseStep{{next: v1.Running, why: "up"}, {next: v1.Scheduling, why: "again"}}
	vmi.Status.Phase = steps[1].next // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// Close negatives: a literal whose results are values virt-handler may
// set, a literal that calls itself, and an exported field, which other
// packages may set (its values are not all the package's).
func (c *VirtualMachineController) litOwnValues(vmi *v1.VirtualMachineInstance) { // want litOwnValues:`Phase via`
	vmi.Status.Phase = func() v1.VirtualMachineInstancePhase { return v1.Running }()
}

func (c *VirtualMachineController) litRecursive(vmi *v1.VirtualMachineInstance) { // want litRecursive:`Phase via` litRecursive:`Phase=Failed \(migration target\)`
	var settle func(n int) v1.VirtualMachineInstancePhase
	settle = func(n int) v1.VirtualMachineInstancePhase {
		if n == 0 {
			return v1.Failed
		}
		return settle(n - 1)
	}
	vmi.Status.Phase = settle(3)
}

type PhaseHint struct {
	Next v1.VirtualMachineInstancePhase
}

func (c *VirtualMachineController) exportedField(vmi *v1.VirtualMachineInstance, h PhaseHint) { // want exportedField:`Phase via`
	h.Next = v1.Running
	vmi.Status.Phase = h.Next
}
