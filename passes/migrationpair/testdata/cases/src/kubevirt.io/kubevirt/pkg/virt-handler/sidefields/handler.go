package sidefields

import v1 "kubevirt.io/api/core/v1"

// Handler serves both halves; its methods are a side by name only.
type Handler struct{}

func (h *Handler) handleSourceUpdate(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2" // want `MP1001: the source side \(Handler\.handleSourceUpdate\) writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress, which only the target side may write$`
}

func (h *Handler) handleTargetUpdate(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceState = nil // want `MP1001: the target side \(Handler\.handleTargetUpdate\) writes VirtualMachineInstanceStatus\.MigrationState\.SourceState, which only the source side may write$`
}

// Close negatives: a method the patterns do not match is no side, and a
// side method writing its own fields.
func (h *Handler) handleUpdate(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node01"
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
}

func (h *Handler) handleSourceOwn(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node01"
}

func (h *Handler) handleTargetOwn(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
}
