// Package readforms: a read is a read in any expression: a switch case, a
// call argument, a negation.
package readforms

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

type MigrationTargetController struct{}

func report(failed bool) {}

func (c *MigrationSourceController) execute(ms *v1.VirtualMachineInstanceMigrationState) bool {
	switch {
	case ms.AbortRequested: // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does$`
		return false
	}
	report(ms.Failed)                   // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.Failed but the target side never does$`
	return !ms.TargetNodeDomainDetected // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.TargetNodeDomainDetected but the target side never does$`
}

// The target has code but reads none of them.
func (c *MigrationTargetController) execute(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetNodeDomainDetected = true
}
