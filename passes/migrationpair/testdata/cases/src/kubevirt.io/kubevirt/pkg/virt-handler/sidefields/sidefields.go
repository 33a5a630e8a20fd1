// Package sidefields: each half of a migration writes only the fields the
// policy reserves to it (or shares); every write form counts.
package sidefields

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func (c *MigrationSourceController) assign(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2" // want `MP1001: the source side \(MigrationSourceController\.assign\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (c *MigrationSourceController) nested(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState.Node = "node02" // want `MP1001: the source side \(MigrationSourceController\.nested\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

func (c *MigrationSourceController) clear(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState = nil // want `MP1001: the source side \(MigrationSourceController\.clear\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}

func (c *MigrationSourceController) literal(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{SourceNode: "node01", TargetNodeAddress: "10.0.0.2"} // want `MP1001: the source side \(MigrationSourceController\.literal\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (c *MigrationSourceController) pointer(vmi *v1.VirtualMachineInstance) {
	p := &vmi.Status.MigrationState.TargetNodeAddress
	*p = "" // want `MP1001: the source side \(MigrationSourceController\.pointer\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (c *MigrationSourceController) throughHelper(vmi *v1.VirtualMachineInstance) {
	setAddress(vmi, "10.0.0.2") // want `MP1001: the source side \(MigrationSourceController\.throughHelper\), through sidefields\.setAddress, writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

// setAddress belongs to no side: it is judged at its callers.
func setAddress(vmi *v1.VirtualMachineInstance, addr string) {
	vmi.Status.MigrationState.TargetNodeAddress = addr
}

// Close negatives: the source writes its own and the shared fields and
// reads the target's.
func (c *MigrationSourceController) own(vmi *v1.VirtualMachineInstance) string {
	vmi.Status.MigrationState.SourceNode = "node01"
	vmi.Status.MigrationState.SourceState = &v1.VirtualMachineInstanceMigrationSourceState{}
	vmi.Status.MigrationState.Completed = true
	return vmi.Status.MigrationState.TargetNodeAddress
}

func (c *MigrationSourceController) suppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the source resets the target's address after a failed handshake
	vmi.Status.MigrationState.TargetNodeAddress = ""
}

func (c *MigrationTargetController) takeOver(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node02"          // want `MP1001: the target side \(MigrationTargetController\.takeOver\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
	vmi.Status.MigrationState.SourceState.Pod = "launcher-x" // want `MP1001: the target side \(MigrationTargetController\.takeOver\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

func (c *MigrationTargetController) ownFields(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
	vmi.Status.MigrationState.TargetState = &v1.VirtualMachineInstanceMigrationTargetState{}
	vmi.Status.MigrationState.Failed = true
}

// Code of no side writes what it likes: nothing here is a side's.
func resetBoth(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = ""
	vmi.Status.MigrationState.TargetNodeAddress = ""
}
