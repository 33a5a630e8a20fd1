package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

// VirtualMachineController belongs to no side, except the methods the
// function pattern handleSource* assigns to the source.
type VirtualMachineController struct {
	migrationProxy migrationproxy.ProxyManager
}

// processVmCleanup tears both proxies down with the VMI's UID. The source
// proxy was started with that key; the target proxy's key, from
// migrationProxyKey, is the VMI's UID or the source state's node: the stop
// covers only the first.
func (c *VirtualMachineController) processVmCleanup(vmi *v1.VirtualMachineInstance) {
	vmiID := string(vmi.UID)
	c.migrationProxy.StopTargetListener(vmiID) // want `MP1003: lifecycle "target proxy": VirtualMachineController\.processVmCleanup stops it with key vmiID \(= string\(vmi\.UID\)\) but never with the start's key vmi\.Status\.MigrationState\.SourceState\.Node$`
	c.migrationProxy.StopSourceListener(vmiID)
}

// A key the pass cannot tell (a parameter) is never reported.
func (c *VirtualMachineController) stopByKey(key string) {
	c.migrationProxy.StopTargetListener(key)
}

// A suppressed mismatch.
func (c *VirtualMachineController) stopLegacy(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 legacy VMIs from before the key change only ever had vmi.UID
	c.migrationProxy.StopTargetListener(string(vmi.UID))
}

// The function pattern makes this method source code.
func (c *VirtualMachineController) handleSourceCleanup(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState = nil // want `MP1001: the source side \(VirtualMachineController.handleSourceCleanup\) writes VirtualMachineInstanceStatus.MigrationState.TargetState, which only the target side may write`
}

// Not a side: writing target fields here is no side-crossing.
func (c *VirtualMachineController) resetTarget(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState = nil
}
