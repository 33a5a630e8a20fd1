// Package netstat is virt-handler code in another package that records
// the guest's interfaces.
package netstat

import v1 "kubevirt.io/api/core/v1"

func Record(vmi *v1.VirtualMachineInstance) { // want Record:`VirtualMachineInstanceStatus.Interfaces via v1.VirtualMachineInstanceStatus.Interfaces`
	vmi.Status.Interfaces = append(vmi.Status.Interfaces, v1.VirtualMachineInstanceNetworkInterface{})
}
