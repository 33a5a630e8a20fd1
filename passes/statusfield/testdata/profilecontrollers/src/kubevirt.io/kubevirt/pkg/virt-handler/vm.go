// Package virthandler stands for virt-handler: of its controllers, only the
// two migration controllers write the VMI's migration record under the
// embedded kubevirt profile.
package virthandler

import v1 "kubevirt.io/api/core/v1"

type VirtualMachineController struct{}

type MigrationSourceController struct{}

func (c *VirtualMachineController) failMigration(vmi *v1.VirtualMachineInstance) { // want failMigration:"MigrationState.Failed via"
	vmi.Status.MigrationState.Failed = true // want `SF1001: virt-handler/vm writes fields it may not write: v1\.VirtualMachineInstanceMigrationState\.Failed, v1\.VirtualMachineInstanceStatus\.MigrationState\.Failed`
}

func (c *MigrationSourceController) failMigration(vmi *v1.VirtualMachineInstance) { // want failMigration:"MigrationState.Failed via"
	vmi.Status.MigrationState.Failed = true
}
