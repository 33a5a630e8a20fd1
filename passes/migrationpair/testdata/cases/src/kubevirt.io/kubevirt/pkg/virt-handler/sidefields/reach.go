package sidefields

import v1 "kubevirt.io/api/core/v1"

func (c *MigrationSourceController) nestedLiteral(vmi *v1.VirtualMachineInstance) {
	vmi.Status = v1.VirtualMachineInstanceStatus{
		MigrationState: &v1.VirtualMachineInstanceMigrationState{TargetNodeAddress: "10.0.0.2"}, // want `MP1001: the source side \(MigrationSourceController\.nestedLiteral\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
	}
}

func (c *MigrationSourceController) nestedPointer(vmi *v1.VirtualMachineInstance, addr string) {
	vmi.Status.MigrationState.TargetState.NodeAddress = &addr // want `MP1001: the source side \(MigrationSourceController\.nestedPointer\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

func (c *MigrationTargetController) promoted(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceState.Node = "node02" // want `MP1001: the target side \(MigrationTargetController\.promoted\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

func (c *MigrationSourceController) inGoroutine(vmi *v1.VirtualMachineInstance) {
	go func() {
		vmi.Status.MigrationState.TargetNodeAddress = "" // want `MP1001: the source side \(MigrationSourceController\.inGoroutine\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
	}()
}

func (c *MigrationSourceController) deferred(vmi *v1.VirtualMachineInstance) {
	defer func() { vmi.Status.MigrationState.TargetState = nil }() // want `MP1001: the source side \(MigrationSourceController\.deferred\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

// A function value bound once to a known function is followed (once: the
// call through the variable adds nothing to the reference); a call through
// an interface whose implementation the package never stores is not.
func (c *MigrationSourceController) throughFuncValue(vmi *v1.VirtualMachineInstance) {
	set := setAddress // want `MP1001: the source side \(MigrationSourceController\.throughFuncValue\), through sidefields\.setAddress, writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
	set(vmi, "10.0.0.2")
}

type addressSetter interface {
	SetAddress(vmi *v1.VirtualMachineInstance, addr string)
}

type setter struct{}

func (setter) SetAddress(vmi *v1.VirtualMachineInstance, addr string) { setAddress(vmi, addr) } // want SetAddress:`writes kubevirt\.io/api/core/v1\.VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress via sidefields\.setAddress→VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress \(write\)$`

func (c *MigrationSourceController) throughInterface(vmi *v1.VirtualMachineInstance, s addressSetter) {
	s.SetAddress(vmi, "10.0.0.2")
}
