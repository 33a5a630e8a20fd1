// Package phases: virt-handler setting the VMI's phase from a variable or
// a computed value, not a constant at the write. Each constant the value
// may hold is judged as if it were written there.
package phases

import (
	"errors"

	v1 "kubevirt.io/api/core/v1"
)

type VirtualMachineController struct{}

func (c *VirtualMachineController) fromLocal(vmi *v1.VirtualMachineInstance) { // want fromLocal:`Phase=Scheduling`
	phase := v1.Scheduling
	vmi.Status.Phase = phase // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
}

// The phase computation returns, among values the handler may set, one it
// may not.
func (c *VirtualMachineController) calculatePhase(vmi *v1.VirtualMachineInstance, gone bool) (v1.VirtualMachineInstancePhase, error) {
	switch {
	case vmi == nil:
		return vmi.Status.Phase, errors.New("no VMI")
	case gone:
		return v1.Failed, nil
	case vmi.Status.NodeName == "":
		return v1.Pending, nil
	}
	return v1.Running, nil
}

func (c *VirtualMachineController) setPhase(vmi *v1.VirtualMachineInstance, gone bool) error { // want setPhase:`Phase=Pending` setPhase:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	phase, err := c.calculatePhase(vmi, gone)
	if err != nil {
		return err
	}
	vmi.Status.Phase = phase // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
	return nil
}

// Two calls down, through a helper that returns the constant.
func scheduling() v1.VirtualMachineInstancePhase { return v1.Scheduling }

func nextPhase(ready bool) v1.VirtualMachineInstancePhase {
	if ready {
		return v1.Running
	}
	return scheduling()
}

func (c *VirtualMachineController) advance(vmi *v1.VirtualMachineInstance, ready bool) { // want advance:`Phase=Scheduling`
	vmi.Status.Phase = nextPhase(ready) // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
}

// Close negatives.

// Values the handler may set, on either branch.
func (c *VirtualMachineController) finish(vmi *v1.VirtualMachineInstance, failed bool) { // want finish:`Phase=Succeeded`
	phase := v1.Succeeded
	if failed {
		phase = v1.Failed
	}
	vmi.Status.Phase = phase
}

// A parameter: the value is its callers' to know.
func (c *VirtualMachineController) setTo(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) { // want setTo:`Phase via`
	vmi.Status.Phase = phase
}

// A directive with its reason.
func (c *VirtualMachineController) reset(vmi *v1.VirtualMachineInstance) { // want reset:`Phase=Scheduling`
	phase := scheduling()
	//kvlint:ignore SF1002 the handler hands a VMI whose pod vanished back to the scheduler
	vmi.Status.Phase = phase
}

// Writes of a field the handler may not write in other shapes: inside a
// function literal, through a method of a local type, through a map.
func (c *VirtualMachineController) inLiteral(vmi *v1.VirtualMachineInstance) { // want inLiteral:`QOSClass`
	clearQOS := func(v *v1.VirtualMachineInstance) { v.Status.QOSClass = nil } // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceStatus\.QOSClass, which only virt-controller may write$`
	clearQOS(vmi)
}

type userSetter struct{ vmi *v1.VirtualMachineInstance }

func (u *userSetter) set() { u.vmi.Status.RuntimeUser = 107 } // want set:`RuntimeUser` `SF1001: virt-handler writes v1\.VirtualMachineInstanceStatus\.RuntimeUser`

func (c *VirtualMachineController) byName(vmis map[string]*v1.VirtualMachineInstance) { // want byName:`RuntimeUser`
	vmis["a"].Status.RuntimeUser = 0 // want `SF1001: virt-handler writes v1\.VirtualMachineInstanceStatus\.RuntimeUser`
}
