// Package virthandler is virt-handler's VMI and migration controllers.
package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
)

// MigrationTargetController runs the target half of a live migration.
type MigrationTargetController struct{}

// reportTargetCPUs records the target's dedicated CPUs in the legacy flat
// field only; TargetState.CPUSet, its mirror, is left stale.
func (c *MigrationTargetController) reportTargetCPUs(vmi *v1.VirtualMachineInstance, cpus []int) {
	vmi.Status.MigrationState.TargetCPUSet = cpus
}
