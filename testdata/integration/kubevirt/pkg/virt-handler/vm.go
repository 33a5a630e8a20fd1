package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
)

// VirtualMachineController is virt-handler's VMI controller.
type VirtualMachineController struct{}

// setGuest is virt-handler's own field; the directive is malformed (no reason).
//
//kvlint:ignore SF1001
func (c *VirtualMachineController) setGuest(vmi *v1.VirtualMachineInstance, name string) {
	vmi.Status.GuestOSInfo.Name = name
}
