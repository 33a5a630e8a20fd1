// Package virthandler is virt-handler's migration target controller.
package virthandler

import v1 "kubevirt.io/api/core/v1"

// TargetController runs the target half of a live migration.
type TargetController struct{}

// pinCPUs records the target's CPUs in the legacy field only; its mirror
// TargetState.CPUSet stays stale, and a decentralized migration reads that
// one (MP1002).
func (c *TargetController) pinCPUs(vmi *v1.VirtualMachineInstance, cpus []int) {
	vmi.Status.MigrationState.TargetCPUSet = cpus
}
