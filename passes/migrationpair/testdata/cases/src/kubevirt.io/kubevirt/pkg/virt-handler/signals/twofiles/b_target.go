package twofiles

import v1 "kubevirt.io/api/core/v1"

type MigrationTargetController struct{}

func (c *MigrationTargetController) execute(vmi *v1.VirtualMachineInstance) {}

// The source's second direct read: in the later file, so not the one
// reported.
func (c *MigrationSourceController) recheck(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.AbortRequested
}
