// Package cleanup: the target starts its proxy, so each of its abort
// cleanup paths must stop it, on every path through the function.
package cleanup

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type MigrationTargetController struct {
	proxy migrationproxy.ProxyManager
}

func key(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) }

func (c *MigrationTargetController) start(vmi *v1.VirtualMachineInstance) error {
	return c.proxy.StartTargetListener(key(vmi), nil)
}

func (c *MigrationTargetController) abortStops(vmi *v1.VirtualMachineInstance) {
	c.proxy.StopTargetListener(key(vmi))
}

func (c *MigrationTargetController) abortEarlyReturn(vmi *v1.VirtualMachineInstance) error {
	if vmi.Status.MigrationState == nil {
		return nil // want `MP1003: lifecycle "target proxy": the target side's abort cleanup MigrationTargetController\.abortEarlyReturn returns here without stopping it$`
	}
	c.proxy.StopTargetListener(key(vmi))
	return nil
}

func (c *MigrationTargetController) abortNeverStops(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.AbortRequested = false
} // want `MP1003: lifecycle "target proxy": the target side's abort cleanup MigrationTargetController\.abortNeverStops returns here without stopping it$`

func (c *MigrationTargetController) abortDeferred(vmi *v1.VirtualMachineInstance) error {
	defer c.proxy.StopTargetListener(key(vmi))
	if vmi.Status.MigrationState == nil {
		return nil
	}
	return nil
}

func (c *MigrationTargetController) stopProxy(vmi *v1.VirtualMachineInstance) {
	c.proxy.StopTargetListener(key(vmi))
}

func (c *MigrationTargetController) abortThroughHelper(vmi *v1.VirtualMachineInstance) {
	c.stopProxy(vmi)
}

// The finding is on the return (here the closing brace): the directive goes
// on the line before it.
func (c *MigrationTargetController) abortSuppressed(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.AbortRequested = false
	//kvlint:ignore MP1003 the proxy of an aborted target is stopped by the next sync
}
