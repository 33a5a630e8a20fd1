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

// A deferred function literal stops on every return after it.
func (c *MigrationTargetController) abortDeferredLiteral(vmi *v1.VirtualMachineInstance) error {
	defer func() { c.proxy.StopTargetListener(key(vmi)) }()
	if vmi.Status.MigrationState == nil {
		return nil
	}
	return nil
}

// A literal held by a variable stops where it is called, not where it is
// written: the early return leaves the proxy running.
func (c *MigrationTargetController) abortLocalStop(vmi *v1.VirtualMachineInstance) {
	stop := func() { c.proxy.StopTargetListener(key(vmi)) }
	if vmi.Status.MigrationState == nil {
		return // want `MP1003: lifecycle "target proxy": the target side's abort cleanup MigrationTargetController\.abortLocalStop returns here without stopping it$`
	}
	stop()
}

// The same literal called on every path.
func (c *MigrationTargetController) abortLocalStopAlways(vmi *v1.VirtualMachineInstance) {
	stop := func() { c.proxy.StopTargetListener(key(vmi)) }
	if vmi.Status.MigrationState == nil {
		stop()
		return
	}
	stop()
}

// A switch without a default case has a path through no case.
func (c *MigrationTargetController) abortSwitch(vmi *v1.VirtualMachineInstance, reason string) {
	switch reason {
	case "timeout":
		c.proxy.StopTargetListener(key(vmi))
	case "user":
		c.stopProxy(vmi)
	}
} // want `MP1003: lifecycle "target proxy": the target side's abort cleanup MigrationTargetController\.abortSwitch returns here without stopping it$`

// A helper that may stop counts as a stop: whether the proxy still runs is
// the helper's to test.
func (c *MigrationTargetController) abortThroughGuardedHelper(vmi *v1.VirtualMachineInstance, running bool) {
	c.stopIfRunning(vmi, running)
}

func (c *MigrationTargetController) stopIfRunning(vmi *v1.VirtualMachineInstance, running bool) {
	if running {
		c.proxy.StopTargetListener(key(vmi))
	}
}
