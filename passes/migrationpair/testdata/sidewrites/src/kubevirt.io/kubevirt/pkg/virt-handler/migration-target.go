package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/netstat"
)

type MigrationTargetController struct {
	netStat *netstat.NetStat
	host    string
}

// ackCompletion takes the VMI over: its own fields, the progress record and
// the listed NodeName.
func (c *MigrationTargetController) ackCompletion(vmi *v1.VirtualMachineInstance) {
	vmi.Status.NodeName = c.host
	vmi.Status.MigrationState.TargetNodeAddress = "10.0.0.2"
	vmi.Status.MigrationState.TargetState.Node = c.host
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{} // the struct that holds its fields
	vmi.Status.Conditions = nil
	c.netStat.Teardown(vmi)
}

// syncInterfaces reports the interfaces itself: the VM controller keeps them.
func (c *MigrationTargetController) syncInterfaces(vmi *v1.VirtualMachineInstance, names []string) {
	c.netStat.UpdateStatus(vmi, names) // want `MP1001: the target side \(MigrationTargetController\.syncInterfaces\), through netstat\.NetStat\.UpdateStatus, writes VirtualMachineInstanceStatus\.Interfaces, which is not among the target side's fields$`
}

func (c *MigrationTargetController) direct(vmi *v1.VirtualMachineInstance) {
	vmi.Status.Interfaces = nil            // want `MP1001: the target side \(MigrationTargetController\.direct\) writes VirtualMachineInstanceStatus\.Interfaces, which is not among the target side's fields$`
	vmi.Status.GuestOSInfo.Name = "fedora" // want `MP1001: the target side \(MigrationTargetController\.direct\) writes VirtualMachineInstanceStatus\.GuestOSInfo\.Name, which is not among the target side's fields$`
	setSourceNode(vmi)                     // want `MP1001: the target side \(MigrationTargetController\.direct\), through virthandler\.setSourceNode, writes VirtualMachineInstanceStatus\.MigrationState\.SourceNode, which only the source side may write$`
}

func (c *MigrationTargetController) suppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the fixture's directive case: a reasoned exception
	vmi.Status.Interfaces = nil
}

// setSourceNode belongs to no side: a side-field of the source, so MP1001's
// reserved-field rule reports it and the allow-list does not repeat it.
func setSourceNode(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.SourceNode = "node01"
}
