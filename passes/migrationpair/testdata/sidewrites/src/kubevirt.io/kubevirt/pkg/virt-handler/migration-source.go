package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

func (c *MigrationSourceController) updateStatus(vmi *v1.VirtualMachineInstance) {
	vmi.Status.Phase = v1.Failed // listed
	vmi.Status.MigrationState.SourceNode = "node01"
	vmi.Status.MigrationState.Completed = true
	vmi.Status.NodeName = "node02" // want `MP1001: the source side \(MigrationSourceController\.updateStatus\) writes VirtualMachineInstanceStatus\.NodeName, which is not among the source side's fields$`
	_ = vmi.Status.Interfaces      // a read
}
