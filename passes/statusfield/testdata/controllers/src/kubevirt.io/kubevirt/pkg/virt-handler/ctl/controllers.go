// Package ctl stands in for virt-handler's controllers: a VM controller
// and the two migration controllers, each a receiver type, sharing an
// embedded base controller and package helpers.
package ctl

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-handler/ctl/netstat"
)

// BaseController is embedded in every controller: its methods are no
// controller's own, and what they write is charged to each caller.
type BaseController struct{}

func (b *BaseController) refreshInterfaces(vmi *v1.VirtualMachineInstance) { // want refreshInterfaces:`Interfaces via v1`
	vmi.Status.Interfaces = nil
}

type VirtualMachineController struct {
	BaseController
	netStat netStatus
}

type MigrationTargetController struct {
	BaseController
	netStat netStatus
}

// netStatus is implemented in shared network code and wired by the
// component's main: a write through it is found where the main starts
// the controller's loop.
type netStatus interface {
	UpdateStatus(vmi *v1.VirtualMachineInstance)
}

func NewVirtualMachineController(n netStatus) *VirtualMachineController {
	return &VirtualMachineController{netStat: n}
}

func NewMigrationTargetController(n netStatus) *MigrationTargetController {
	return &MigrationTargetController{netStat: n}
}

func (c *VirtualMachineController) Run(vmi *v1.VirtualMachineInstance) { c.netStat.UpdateStatus(vmi) }

func (c *MigrationTargetController) Run(vmi *v1.VirtualMachineInstance) { c.netStat.UpdateStatus(vmi) }

type MigrationSourceController struct{ BaseController }

// updateStatus: the VM controller keeps the guest's interfaces and OS.
func (c *VirtualMachineController) updateStatus(vmi *v1.VirtualMachineInstance) { // want updateStatus:`Interfaces.IP via ctl.setIP`
	vmi.Status.Interfaces = append(vmi.Status.Interfaces, v1.VirtualMachineInstanceNetworkInterface{IP: "10.0.0.1"})
	vmi.Status.GuestOSInfo = v1.VirtualMachineInstanceGuestOSInfo{}
	c.refreshInterfaces(vmi)
	setIP(vmi, "10.0.0.2")
	netstat.Record(vmi)
	go func() {
		vmi.Status.Interfaces = nil // a closure is its method's code
	}()
}

// finalizeMigration: the target takes the node over (its component's
// field) and writes the migration state (its own).
func (c *MigrationTargetController) finalizeMigration(vmi *v1.VirtualMachineInstance) { // want finalizeMigration:`NodeName via`
	vmi.Status.NodeName = "node02"
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{}
	vmi.Status.Interfaces = nil                                     // want `SF1001: virt-handler/migration-target writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-controller, virt-handler/vm may write$`
	vmi.Status.GuestOSInfo = v1.VirtualMachineInstanceGuestOSInfo{} // want `SF1001: virt-handler/migration-target writes v1.VirtualMachineInstanceStatus.GuestOSInfo, which only virt-handler/vm may write$`
	c.refreshInterfaces(vmi)                                        // want `SF1001: virt-handler/migration-target, through ctl.BaseController.refreshInterfaces, writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-controller, virt-handler/vm may write$`
	setIP(vmi, "10.0.0.3")                                          // want `SF1001: virt-handler/migration-target, through ctl.setIP, writes v1.VirtualMachineInstanceStatus.Interfaces`
	netstat.Record(vmi)                                             // want `SF1001: virt-handler/migration-target, through netstat.Record, writes v1.VirtualMachineInstanceStatus.Interfaces`
	//kvlint:ignore SF1001 fixture: the target clears what the source reported before the VM controller runs
	vmi.Status.Interfaces = vmi.Status.Interfaces[:0]
}

// migrate: the source writes the migration state, and reads interfaces.
func (c *MigrationSourceController) migrate(vmi *v1.VirtualMachineInstance) []v1.VirtualMachineInstanceNetworkInterface { // want migrate:`MigrationState\{\} via`
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{}
	return vmi.Status.Interfaces
}

// vmUpdatesMigration: the VM controller may not write the migration state.
func (c *VirtualMachineController) vmUpdatesMigration(vmi *v1.VirtualMachineInstance) { // want vmUpdatesMigration:`MigrationState via`
	vmi.Status.MigrationState = nil // want `SF1001: virt-handler/vm writes v1.VirtualMachineInstanceStatus.MigrationState, which only virt-controller, virt-handler/migration-source, virt-handler/migration-target may write$`
}

// setIP is a helper of no controller: its write is judged at the
// component's granularity here and at each controller's call.
func setIP(vmi *v1.VirtualMachineInstance, ip string) { // want setIP:`Interfaces.IP via`
	vmi.Status.Interfaces[0].IP = ip
}

// rest is virt-handler code of no controller (a REST handler): the
// component may write Interfaces through one of its controllers, and
// nothing says which this code serves.
func rest(vmi *v1.VirtualMachineInstance) { // want rest:`Interfaces via`
	vmi.Status.Interfaces = nil
}
