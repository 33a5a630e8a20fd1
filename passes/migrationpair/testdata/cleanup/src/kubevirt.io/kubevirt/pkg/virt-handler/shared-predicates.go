package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/migrations"
)

// executeShared tests the final state with a shared package's predicate:
// its branch is the final cleanup all the same, and it leaves the proxy.
func (c *MigrationTargetController) executeShared(vmi *v1.VirtualMachineInstance) error {
	if migrations.IsFinalOrDeleted(vmi) {
		c.launcherClients.CloseLauncherClient(vmi)
		_ = c.netConf.Teardown(vmi)
		_ = c.unmountVolumes(vmi)
		return nil // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.executeShared \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	return c.processVMI(vmi)
}

// Close negatives: the branch that stops everything, and a directive.
func (c *MigrationTargetController) executeSharedStops(vmi *v1.VirtualMachineInstance) {
	if !migrations.FinalByIf(vmi) {
		return
	}
	defer c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	_ = c.unmountVolumes(vmi)
	_ = c.netConf.Teardown(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
}

func (c *MigrationTargetController) executeSharedExcused(vmi *v1.VirtualMachineInstance) {
	if migrations.IsFinalOrDeleted(vmi) {
		_ = c.netConf.Teardown(vmi)
		c.launcherClients.CloseLauncherClient(vmi)
		_ = c.unmountVolumes(vmi)
		//kvlint:ignore MP1003 fixture: the directive case for a shared predicate's branch
		return
	}
	_ = c.processVMI(vmi)
}

// executeWhileActive's branch is taken while the VMI is not final: no
// cleanup path, a stale entry (TestStaleBranch).
func (c *MigrationTargetController) executeWhileActive(vmi *v1.VirtualMachineInstance) error { // want `MP1003: the target side's final cleanup MigrationTargetController.executeWhileActive never tests whether IsFinal\(\) is true: no branch there is known to stop lifecycle "target proxy listener" \(and 3 more\)$`
	if migrations.IsActive(vmi) || migrations.GoneOrFinal(vmi) {
		return c.processVMI(vmi)
	}
	return nil
}

// failedShared tests the failure through the shared package's predicate:
// the failure cleanup's branch, which leaves the proxy.
func (c *MigrationTargetController) failedShared(vmi *v1.VirtualMachineInstance) {
	if !migrations.MigrationFailed(vmi) {
		c.launcherClients.CloseLauncherClient(vmi)
		return
	}
	_ = c.unmountVolumes(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
	_ = c.netConf.Teardown(vmi)
} // want `MP1003: lifecycle "target proxy listener": the target side's failure cleanup MigrationTargetController\.failedShared \(the branch taken when MigrationState\.Failed is true\) returns here without stopping it$`
