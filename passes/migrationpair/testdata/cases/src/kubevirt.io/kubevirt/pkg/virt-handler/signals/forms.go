package signals

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migstate"
)

// A read through a helper adds no finding where the side also reads the
// field directly (signals.go): one finding per field and side, at a direct
// read.
func (c *MigrationSourceController) viaHelper(vmi *v1.VirtualMachineInstance) bool {
	return migstate.IsAborted(vmi)
}

// Writing a signal is no read of it.
func (c *MigrationSourceController) writeOnly(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetNodeDomainDetected = false
}
