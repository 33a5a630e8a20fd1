package sidefields

import v1 "kubevirt.io/api/core/v1"

// Every function of a file the source's files glob matches is source code,
// methods and plain functions alike.
func prepareSource(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node01"
	vmi.Status.MigrationState.TargetNodeAddress = "" // want `MP1001: the source side \(prepareSource\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (h *Handler) syncFromSourceFile(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState = nil // want `MP1001: the source side \(Handler\.syncFromSourceFile\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetState, which only the target side may write$`
}
