package sidefields

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migstate"
)

func (c *MigrationSourceController) multiAssign(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.SourceNode, ms.TargetNodeAddress = "node01", "10.0.0.2" // want `MP1001: the source side \(MigrationSourceController\.multiAssign\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (c *MigrationSourceController) opAssign(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetNodeAddress += ":8443" // want `MP1001: the source side \(MigrationSourceController\.opAssign\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

// The record is reached through a local alias of the migration state.
func (c *MigrationSourceController) alias(vmi *v1.VirtualMachineInstance) {
	ms := vmi.Status.MigrationState
	ms.TargetNodeAddress = "10.0.0.2" // want `MP1001: the source side \(MigrationSourceController\.alias\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (c *MigrationSourceController) inClosure(vmi *v1.VirtualMachineInstance) {
	func() {
		vmi.Status.MigrationState.TargetState = nil // want `MP1001: the source side \(MigrationSourceController\.inClosure\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
	}()
}

func (c *MigrationTargetController) deref(vmi *v1.VirtualMachineInstance) {
	*vmi.Status.MigrationState.SourceState = v1.VirtualMachineInstanceMigrationSourceState{} // want `MP1001: the target side \(MigrationTargetController\.deref\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

func (c *MigrationTargetController) throughShared(vmi *v1.VirtualMachineInstance) {
	migstate.SetSourceNode(vmi.Status.MigrationState, "node02") // want `MP1001: the target side \(MigrationTargetController\.throughShared\), through migstate\.SetSourceNode, writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

// Close negatives: a shared helper that only reads, and one that writes a
// field no side reserves.
func (c *MigrationTargetController) readsThroughShared(vmi *v1.VirtualMachineInstance) string {
	src, _ := migstate.Nodes(vmi.Status.MigrationState)
	migstate.SetBothCPUSets(vmi.Status.MigrationState, nil)
	return src
}
