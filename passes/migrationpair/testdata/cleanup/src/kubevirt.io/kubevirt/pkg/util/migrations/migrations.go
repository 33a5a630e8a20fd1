// Package migrations stands in for KubeVirt's shared migration helpers:
// predicates a side's cleanup may test its branch with.
package migrations

import v1 "kubevirt.io/api/core/v1"

// IsFinalOrDeleted holds where the VMI is final: its fact says so.
func IsFinalOrDeleted(vmi *v1.VirtualMachineInstance) bool { // want IsFinalOrDeleted:`^holds when \(kubevirt.io/api/core/v1.VirtualMachineInstance\).IsFinal$`
	if vmi == nil {
		return false
	}
	return vmi.IsFinal() || vmi.DeletionTimestamp != nil
}

// No fact: true while the VMI is not final, or true without the test.
func IsActive(vmi *v1.VirtualMachineInstance) bool {
	return !vmi.IsFinal()
}

func GoneOrFinal(vmi *v1.VirtualMachineInstance) bool {
	if vmi.DeletionTimestamp != nil {
		return true
	}
	return vmi.IsFinal()
}
