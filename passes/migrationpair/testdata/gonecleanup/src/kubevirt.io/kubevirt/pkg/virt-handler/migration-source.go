package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationSourceController struct{ proxy migrationproxy.ProxyManager }

func isMigrationDone(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms != nil && ms.EndTimestamp != nil && (ms.Completed || ms.Failed)
}

// execute has lost its completion branch, but this source starts no
// listener: nothing is left running, and the entry is only stale.
func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState == nil {
		return nil
	}
	return nil
}
