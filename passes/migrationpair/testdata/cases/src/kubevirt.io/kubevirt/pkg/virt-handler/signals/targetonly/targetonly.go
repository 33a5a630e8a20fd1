// Package targetonly: the target reads signals the source never reads.
package targetonly

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState.TargetNodeDomainDetected
}

func (c *MigrationTargetController) execute(vmi *v1.VirtualMachineInstance) bool {
	if vmi.Status.MigrationState.AbortRequested { // want `MP1004: one-sided signal: the target side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the source side never does$`
		return false
	}
	if failed(vmi) { // want `MP1004: one-sided signal: the target side reads VirtualMachineInstanceStatus\.MigrationState\.Failed \(through targetonly\.failed\) but the source side never does$`
		return false
	}
	return vmi.Status.MigrationState.TargetNodeDomainDetected
}

func failed(vmi *v1.VirtualMachineInstance) bool { return vmi.Status.MigrationState.Failed }
