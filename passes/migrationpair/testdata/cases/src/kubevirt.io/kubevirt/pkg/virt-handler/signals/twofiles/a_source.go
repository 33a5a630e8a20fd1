// Package twofiles: the source reads a signal directly in two files; the
// finding is at the read in the first file by name, however the files were
// loaded.
package twofiles

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.AbortRequested // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does$`
}
