package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/migrations"
)

// executeByPhase switches on the phase IsFinal tests: the case of the final
// phases is the final cleanup's branch, and it leaves the proxy.
func (c *MigrationTargetController) executeByPhase(vmi *v1.VirtualMachineInstance) error {
	switch vmi.Status.Phase {
	case v1.Running:
		return c.processVMI(vmi)
	case v1.Failed, v1.Succeeded:
		_ = c.unmountVolumes(vmi)
		_ = c.netConf.Teardown(vmi)
		c.launcherClients.CloseLauncherClient(vmi)
		return nil // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.executeByPhase \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	return nil
}

// executeByPhaseTest returns early unless the phase is final: past the
// failed != test is the branch.
func (c *MigrationTargetController) executeByPhaseTest(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.Phase != v1.Failed {
		return
	}
	_ = c.unmountVolumes(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
	_ = c.netConf.Teardown(vmi)
	//kvlint:ignore MP1003 fixture: the directive case for a branch found by a phase value
}

// Close negative: the final phases' branch stops everything.
func (c *MigrationTargetController) executeByPhaseStops(vmi *v1.VirtualMachineInstance) {
	if v1.Succeeded == vmi.Status.Phase || vmi.Status.Phase == v1.Failed {
		c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
		_ = c.unmountVolumes(vmi)
		_ = c.netConf.Teardown(vmi)
		c.launcherClients.CloseLauncherClient(vmi)
	}
}

// executeWhileRunning tests only a phase that is not final: no branch (and
// its entry's Completed names no phase): stale.
func (c *MigrationTargetController) executeWhileRunning(vmi *v1.VirtualMachineInstance) { // want `MP1003: the target side's final cleanup MigrationTargetController.executeWhileRunning never tests whether Phase is Failed or Completed: no branch there is known to stop lifecycle "target proxy listener" \(and 3 more\)$`
	if vmi.Status.Phase == v1.Running {
		c.launcherClients.CloseLauncherClient(vmi)
	}
}

// executeByPhaseShared tests the final phases through the shared package's
// predicate (its fact).
func (c *MigrationTargetController) executeByPhaseShared(vmi *v1.VirtualMachineInstance) {
	if !migrations.PhaseDone(vmi) {
		return
	}
	_ = c.unmountVolumes(vmi)
	_ = c.netConf.Teardown(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
} // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.executeByPhaseShared \(the branch taken when Phase is Failed or Succeeded\) returns here without stopping it$`
