// Command virt-handler wires the status helper into the source controller:
// its writes are the source side's, reported here, where they are known.
package main

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/netstat"
	virthandler "kubevirt.io/kubevirt/pkg/virt-handler"
)

func main() {
	vmi := &v1.VirtualMachineInstance{}
	c := virthandler.NewMigrationSourceController(&netstat.NetStat{})
	c.Run(vmi) // want `MP1001: the source side \(MigrationSourceController\.Run\), through virthandler\.NetStater\.UpdateStatus, implemented by netstat\.NetStat\.UpdateStatus wired here, writes VirtualMachineInstanceStatus\.Interfaces, which is not among the source side's fields$`
	reviewed(c, vmi)
}

func reviewed(c *virthandler.MigrationSourceController, vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1001 the fixture's directive case: a reasoned exception
	c.Run(vmi)
}
