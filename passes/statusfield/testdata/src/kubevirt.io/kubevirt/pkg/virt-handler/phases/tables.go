package phases

import v1 "kubevirt.io/api/core/v1"

// A phase looked up in a table of constants may be any value the table
// holds: each is judged as if it were written at the lookup.
var phaseOfState = map[string]v1.VirtualMachineInstancePhase{
	"running": v1.Running,
	"pending": v1.Pending,
}

func (c *VirtualMachineController) fromPackageTable(vmi *v1.VirtualMachineInstance, state string) { // want fromPackageTable:`Phase=Pending`
	vmi.Status.Phase = phaseOfState[state] // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
}

func (c *VirtualMachineController) fromLocalTable(vmi *v1.VirtualMachineInstance, ok bool) { // want fromLocalTable:`Phase=Scheduling`
	phases := map[bool]v1.VirtualMachineInstancePhase{true: v1.Running, false: v1.Scheduling}
	vmi.Status.Phase = phases[ok] // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
}

func (c *VirtualMachineController) fromSliceLiteral(vmi *v1.VirtualMachineInstance, i int) { // want fromSliceLiteral:`Phase=Scheduling`
	vmi.Status.Phase = []v1.VirtualMachineInstancePhase{v1.Running, v1.Scheduling}[i] // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
}

func (c *VirtualMachineController) fromCommaOk(vmi *v1.VirtualMachineInstance, state string) { // want fromCommaOk:`Phase=Pending`
	if p, ok := phaseOfState[state]; ok {
		vmi.Status.Phase = p // want `SF1002: virt-handler sets v1\.VirtualMachineInstanceStatus\.Phase=Pending`
	}
}

// Close negatives: a table of values the handler may set, a table the
// caller hands in.
var finalPhases = map[bool]v1.VirtualMachineInstancePhase{true: v1.Succeeded, false: v1.Failed}

func (c *VirtualMachineController) fromAllowedTable(vmi *v1.VirtualMachineInstance, failed bool, table map[bool]v1.VirtualMachineInstancePhase) { // want fromAllowedTable:`Phase=Succeeded`
	vmi.Status.Phase = finalPhases[failed]
	vmi.Status.Phase = table[failed]
}

func (c *VirtualMachineController) fromExcusedTable(vmi *v1.VirtualMachineInstance, ok bool) { // want fromExcusedTable:`Phase=Scheduling`
	phases := map[bool]v1.VirtualMachineInstancePhase{true: v1.Running, false: v1.Scheduling}
	//kvlint:ignore SF1002 the fixture's excused table lookup
	vmi.Status.Phase = phases[ok]
}
