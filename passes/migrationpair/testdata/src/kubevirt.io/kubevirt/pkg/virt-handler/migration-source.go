package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migrations"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationSourceController struct {
	migrationProxy migrationproxy.ProxyManager
}

func (c *MigrationSourceController) handleSourceMigrationProxy(vmi *v1.VirtualMachineInstance) error {
	return c.migrationProxy.StartSourceListener(string(vmi.UID), vmi.Status.MigrationState.TargetNodeAddress)
}

func (c *MigrationSourceController) execute(vmi *v1.VirtualMachineInstance) {
	if isMigrationDone(vmi.Status.MigrationState) {
		// The same field, named through the embedded struct: same key.
		c.migrationProxy.StopSourceListener(string(vmi.ObjectMeta.UID))
		return
	}
	if migrations.EndedAt(vmi) != nil { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.EndTimestamp \(through migrations\.EndedAt\) but the target side never does`
		return
	}
	if vmi.Status.MigrationState.AbortRequested { // want `MP1004: one-sided signal: the source side reads VirtualMachineInstanceStatus\.MigrationState\.AbortRequested but the target side never does`
		c.updateStatus(vmi)
	}
}

// isMigrationDone is in the source's file, so it is source code.
func isMigrationDone(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms == nil || ms.Completed || ms.Failed
}

func (c *MigrationSourceController) updateStatus(vmi *v1.VirtualMachineInstance) {
	// Progress fields are shared by both sides.
	vmi.Status.MigrationState.StartTimestamp = nil
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.TargetState = &v1.VirtualMachineInstanceMigrationTargetState{} // want `MP1001: the source side \(MigrationSourceController.updateStatus\) writes VirtualMachineInstanceStatus.MigrationState.TargetState, which only the target side may write`
	migrations.SetTargetAddress(vmi.Status.MigrationState, "10.0.0.1")                       // want `MP1001: the source side \(MigrationSourceController\.updateStatus\), through migrations\.SetTargetAddress, writes VirtualMachineInstanceStatus\.MigrationState\.TargetNodeAddress and TargetState, which only the target side may write$`
	//kvlint:ignore MP1001 the source clears a stale target address left by an aborted attempt
	vmi.Status.MigrationState.TargetNodeAddress = ""
}

// Through the field's address and back: the field itself.
func (c *MigrationSourceController) clearTargetByAddress(vmi *v1.VirtualMachineInstance) {
	*(&vmi.Status.MigrationState.TargetState) = nil // want `MP1001: the source side \(MigrationSourceController.clearTargetByAddress\) writes VirtualMachineInstanceStatus.MigrationState.TargetState, which only the target side may write$`
}
