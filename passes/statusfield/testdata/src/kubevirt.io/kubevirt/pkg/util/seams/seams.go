// Package seams keeps its status writer behind a package-level variable a
// test may replace (a seam); the package's own functions call through it.
package seams

import v1 "kubevirt.io/api/core/v1"

var setReason = func(vmi *v1.VirtualMachineInstance, r string) { // want setReason:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason$`
	vmi.Status.Reason = r
}

var describe = func(vmi *v1.VirtualMachineInstance) string { return vmi.Status.Reason }

// Fail fails the VMI through the seam.
func Fail(vmi *v1.VirtualMachineInstance) { setReason(vmi, "Failed") } // want Fail:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via seams.setReason→v1.VirtualMachineInstanceStatus.Reason$`

// Name only reads (a close negative).
func Name(vmi *v1.VirtualMachineInstance) string { return describe(vmi) }

// Clear is an exported seam: importers call through the variable itself.
var Clear = func(vmi *v1.VirtualMachineInstance) { vmi.Status.Reason = "" } // want Clear:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via v1.VirtualMachineInstanceStatus.Reason$`
