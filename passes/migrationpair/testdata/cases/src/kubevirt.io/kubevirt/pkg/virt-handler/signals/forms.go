package signals

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migstate"
)

// More reads of a field the source side already reads (signals.go) add no
// finding: one per field and side.
func (c *MigrationSourceController) readForms(vmi *v1.VirtualMachineInstance) bool {
	ms := vmi.Status.MigrationState
	aborted := ms.AbortRequested
	switch {
	case ms.AbortRequested:
		return true
	}
	if !ms.AbortRequested && aborted {
		return false
	}
	return migstate.IsAborted(vmi)
}

// Writing a signal is no read of it.
func (c *MigrationSourceController) writeOnly(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeDomainDetected = false
}
