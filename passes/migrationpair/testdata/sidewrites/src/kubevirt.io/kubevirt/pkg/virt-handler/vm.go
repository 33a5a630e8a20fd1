// Package virthandler: the VM controller belongs to no migration side; it
// keeps the interfaces.
package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/network/netstat"
)

type VirtualMachineController struct{ netStat *netstat.NetStat }

func (c *VirtualMachineController) updateVMIStatus(vmi *v1.VirtualMachineInstance, names []string) {
	c.netStat.UpdateStatus(vmi, names)
	vmi.Status.GuestOSInfo.Name = "fedora"
}
