package virthandler

import v1 "kubevirt.io/api/core/v1"

// MigrationTargetController receives migrations.
type MigrationTargetController struct {
	c *VirtualMachineController
}

func (m *MigrationTargetController) sync(vmi *v1.VirtualMachineInstance) {
	m.c.proxy.StartTargetListener(vmi.Name)
	vmi.Status.GuestOSInfo.Name = "ready"
}
