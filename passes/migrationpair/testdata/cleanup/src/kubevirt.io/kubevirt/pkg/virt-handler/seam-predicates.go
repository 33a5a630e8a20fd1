package virthandler

import (
	v1 "kubevirt.io/api/core/v1"

	"kubevirt.io/kubevirt/pkg/util/migrations"
)

// The final test made through a predicate held in a package-level
// variable (a seam a test can replace), a shared package's or this one's,
// marks the cleanup's branch as a declared predicate does; before, the
// branch was not found, the entry had no path and the missing stop went
// unreported.
var isDoneSeam = func(vmi *v1.VirtualMachineInstance) bool { return vmi.IsFinal() }

func (c *MigrationTargetController) executeSharedSeam(vmi *v1.VirtualMachineInstance) error {
	if migrations.IsFinalSeam(vmi) {
		c.launcherClients.CloseLauncherClient(vmi)
		_ = c.netConf.Teardown(vmi)
		_ = c.unmountVolumes(vmi)
		return nil // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.executeSharedSeam \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	return c.processVMI(vmi)
}

func (c *MigrationTargetController) executeLocalSeam(vmi *v1.VirtualMachineInstance) error {
	if isDoneSeam(vmi) {
		c.launcherClients.CloseLauncherClient(vmi)
		_ = c.netConf.Teardown(vmi)
		_ = c.unmountVolumes(vmi)
		return nil // want `MP1003: lifecycle "target proxy listener": the target side's final cleanup MigrationTargetController\.executeLocalSeam \(the branch taken when IsFinal\(\) is true\) returns here without stopping it$`
	}
	return c.processVMI(vmi)
}

// Close negative: the branch that stops the proxy.
func (c *MigrationTargetController) executeSeamStops(vmi *v1.VirtualMachineInstance) {
	if !isDoneSeam(vmi) {
		return
	}
	defer c.migrationProxy.StopTargetListener(migrationProxyKey(vmi))
	_ = c.unmountVolumes(vmi)
	_ = c.netConf.Teardown(vmi)
	c.launcherClients.CloseLauncherClient(vmi)
}
