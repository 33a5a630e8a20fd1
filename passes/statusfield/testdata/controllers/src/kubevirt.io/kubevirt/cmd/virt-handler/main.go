// Command virt-handler wires the controllers: the network status code
// they call through an interface is stored here.
package main

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/setup"
	"kubevirt.io/kubevirt/pkg/virt-handler/ctl"
)

func main() { // want main:`Interfaces via ctl.MigrationTargetController.Run→ctl.netStatus.UpdateStatus, implemented by setup.NetStat.UpdateStatus`
	ns := setup.NewNetStat()
	vm := ctl.NewVirtualMachineController(ns)
	target := ctl.NewMigrationTargetController(ns)
	vmi := &v1.VirtualMachineInstance{}
	go vm.Run(vmi)
	go target.Run(vmi) // want `SF1001: virt-handler/migration-target, through ctl.MigrationTargetController.Run, writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-controller, virt-handler/vm may write$`
}
