package sidefields

import v1 "kubevirt.io/api/core/v1"

// Seams: package-level variables holding function literals that tests
// replace. A side that calls one writes what its literal writes.
var clearTargetAddress = func(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeAddress = ""
}

var setSourceNode = func(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.MigrationState.SourceNode = node
}

func (c *MigrationSourceController) throughSeam(vmi *v1.VirtualMachineInstance) {
	clearTargetAddress(vmi) // want `MP1001: the source side \(MigrationSourceController\.throughSeam\), through sidefields\.clearTargetAddress, writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
	// A close negative: the source's own field.
	setSourceNode(vmi, "node01")
}

func (c *MigrationSourceController) throughSeamExcused(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the fixture's reviewed exception
	clearTargetAddress(vmi)
}
