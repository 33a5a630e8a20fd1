package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{ netStat NetStater }

func (c *MigrationSourceController) updateStatus(vmi *v1.VirtualMachineInstance) {
	vmi.Status.Phase = v1.Failed // listed
	vmi.Status.MigrationState.SourceNode = "node01"
	vmi.Status.MigrationState.Completed = true
	vmi.Status.NodeName = "node02" // want `MP1001: the source side \(MigrationSourceController\.updateStatus\) writes VirtualMachineInstanceStatus\.NodeName, which is not among the source side's fields$`
	_ = vmi.Status.Interfaces      // a read
}

// NetStater is the network status helper, wired by cmd/virt-handler.
type NetStater interface {
	UpdateStatus(vmi *v1.VirtualMachineInstance, names []string)
}

func NewMigrationSourceController(ns NetStater) *MigrationSourceController {
	return &MigrationSourceController{netStat: ns}
}

// Run syncs the source: what the wired status helper writes, this side
// writes; only the package that wires it knows what that is.
func (c *MigrationSourceController) Run(vmi *v1.VirtualMachineInstance) { // want Run:"^$"
	c.sync(vmi)
}

func (c *MigrationSourceController) sync(vmi *v1.VirtualMachineInstance) {
	c.netStat.UpdateStatus(vmi, nil)
}
