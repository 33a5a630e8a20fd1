package sidefields

import v1 "kubevirt.io/api/core/v1"

func (c *MigrationTargetController) literal(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{
		SourceState: &v1.VirtualMachineInstanceMigrationSourceState{}, // want `MP1001: the target side \(MigrationTargetController\.literal\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
	}
}

func (c *MigrationTargetController) multiAssign(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetNodeAddress, ms.SourceNode = "10.0.0.2", "node01" // want `MP1001: the target side \(MigrationTargetController\.multiAssign\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func (c *MigrationTargetController) opAssign(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.SourceNode += "-old" // want `MP1001: the target side \(MigrationTargetController\.opAssign\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func (c *MigrationTargetController) inClosure(ms *v1.VirtualMachineInstanceMigrationState) func() {
	return func() { ms.SourceNode = "" } // want `MP1001: the target side \(MigrationTargetController\.inClosure\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func (c *MigrationTargetController) nestedPointer(ms *v1.VirtualMachineInstanceMigrationState, pvc string) {
	ms.SourceState.PersistentStatePVCName = &pvc // want `MP1001: the target side \(MigrationTargetController\.nestedPointer\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}
