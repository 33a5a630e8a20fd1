package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationTargetController struct{ proxy migrationproxy.ProxyManager }

// The target starts its listener, but finalCleanup, the cleanup the
// policy names, is gone: renamed to finishMigration, which nothing checks
// any more.
func (c *MigrationTargetController) prepare(vmi *v1.VirtualMachineInstance) error {
	return c.proxy.StartTargetListener(string(vmi.UID)) // want `MP1003: lifecycle "target proxy listener": the target side starts it, but its completion cleanup \(kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController\).finalCleanup is not in the package$`
}

func (c *MigrationTargetController) finishMigration(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.Failed {
		return
	}
	c.proxy.StopTargetListener(string(vmi.UID))
}
