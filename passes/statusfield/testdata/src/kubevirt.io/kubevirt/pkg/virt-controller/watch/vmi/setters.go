package vmi

import (
	"slices"

	v1 "kubevirt.io/api/core/v1"
)

// A generic setter (slices.SortFunc): sorting a list in place writes it.
func sortInterfaces(vmi *v1.VirtualMachineInstance) { // want sortInterfaces:`Interfaces via v1.VirtualMachineInstanceStatus.Interfaces`
	slices.SortFunc(vmi.Status.Interfaces, func(a, b v1.VirtualMachineInstanceNetworkInterface) int { return 0 }) // want `SF1001: virt-controller writes v1.VirtualMachineInstanceStatus.Interfaces, which only virt-handler may write$`
	// Close negative: a sorted copy.
	_ = slices.SortedFunc(slices.Values(vmi.Status.Interfaces), func(a, b v1.VirtualMachineInstanceNetworkInterface) int { return 0 })
}
