package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-handler/disks"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
	"kubevirt.io/kubevirt/pkg/virt-handler/teardown"
	"kubevirt.io/kubevirt/pkg/virt-handler/teardown/proxycleaner"
)

type MigrationSourceController struct{}

type MigrationTargetController struct {
	migrationProxy migrationproxy.ProxyManager
	// cleaner stops the proxy listener (proxycleaner.New); recorder never
	// does (proxycleaner.Stopping, which would, is never assigned; the
	// test's mock, which would, is not production wiring).
	cleaner  teardown.Cleaner
	recorder teardown.Cleaner
	disks    disks.Mounter
}

func NewMigrationTargetController(pm migrationproxy.ProxyManager) *MigrationTargetController {
	return &MigrationTargetController{
		migrationProxy: pm,
		cleaner:        proxycleaner.New(pm),
		recorder:       &proxycleaner.Recording{},
		disks:          disks.New(),
	}
}

func (c *MigrationTargetController) processVMI(vmi *v1.VirtualMachineInstance) error {
	key := string(vmi.UID)
	if err := c.disks.Attach(key); err != nil {
		return err
	}
	return c.migrationProxy.StartTargetListener(key, nil)
}

// finalCleanup stops the listener through the wired cleaner: no finding.
func (c *MigrationTargetController) finalCleanup(vmi *v1.VirtualMachineInstance) {
	c.cleaner.Cleanup(string(vmi.UID))
}

// abortCleanup only records: the implementation that would stop is never
// assigned to recorder. The scratch disks are detached through Mounter,
// with a key derived differently from the start's.
func (c *MigrationTargetController) abortCleanup(vmi *v1.VirtualMachineInstance) {
	c.recorder.Cleanup(string(vmi.UID))
	c.disks.Detach(vmi.Name) // want `MP1003: lifecycle "scratch disks": MigrationTargetController\.abortCleanup stops it with key vmi\.Name, derived differently from every start's key`
} // want `MP1003: lifecycle "target proxy listener": the target side's abort cleanup MigrationTargetController\.abortCleanup returns here without stopping it`

// The controller's loop runs these, as KubeVirt's Execute does.
var _ = []any{(*MigrationTargetController).processVMI, (*MigrationTargetController).finalCleanup, (*MigrationTargetController).abortCleanup}
