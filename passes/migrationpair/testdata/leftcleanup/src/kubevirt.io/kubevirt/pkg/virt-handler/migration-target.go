package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationTargetController struct{ proxy migrationproxy.ProxyManager }

// Execute is the target's loop: it runs finishMigration, a renamed
// finalCleanup that no longer stops the listener. The old finalCleanup,
// which does, was left behind and never runs.
func (c *MigrationTargetController) Execute(vmi *v1.VirtualMachineInstance) error { // want Execute:"lc-start target proxy listener via"
	if err := c.prepare(vmi); err != nil {
		return err
	}
	c.finishMigration(vmi)
	return nil
}

func (c *MigrationTargetController) prepare(vmi *v1.VirtualMachineInstance) error {
	return c.proxy.StartTargetListener(string(vmi.UID)) // want `MP1003: lifecycle "target proxy listener": the target side starts it, but its completion and failure cleanup \(kubevirt.io/kubevirt/pkg/virt-handler.MigrationTargetController\).finalCleanup never runs: nothing refers to it$`
}

func (c *MigrationTargetController) finishMigration(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationTargetController) finalCleanup(vmi *v1.VirtualMachineInstance) {
	c.proxy.StopTargetListener(string(vmi.UID))
}
