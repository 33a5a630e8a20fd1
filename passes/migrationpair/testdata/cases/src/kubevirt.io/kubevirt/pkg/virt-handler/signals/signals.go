// Package signals: a signal field one half of the migration reads, the
// other half must read too, or that half never reacts to it.
package signals

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.AbortRequested { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does$`
		return
	}
	if vmi.Status.MigrationState.Failed {
		return
	}
	if domainDetected(vmi) { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.TargetNodeDomainDetected \(through signals\.domainDetected\) but the target side never does$`
		return
	}
}

func domainDetected(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.TargetNodeDomainDetected
}

// The target reads Failed (both sides: no finding) and writes, not reads,
// AbortRequested.
func (c *MigrationTargetController) execute(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.Failed {
		return
	}
	vmi.Status.MigrationState.AbortRequested = false
}
