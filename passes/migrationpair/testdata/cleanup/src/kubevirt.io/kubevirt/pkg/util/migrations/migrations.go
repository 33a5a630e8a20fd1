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

// FinalByIf holds where the test of its true holds (the idiom if cond {
// return true }; return false).
func FinalByIf(vmi *v1.VirtualMachineInstance) bool { // want FinalByIf:`^holds when \(kubevirt.io/api/core/v1.VirtualMachineInstance\).IsFinal$`
	if vmi != nil && vmi.IsFinal() {
		return true
	}
	return false
}

// No fact: true while the VMI is not final, or true where a loop says.
func IsActive(vmi *v1.VirtualMachineInstance) bool {
	return !vmi.IsFinal()
}

func GoneOrFinal(vmi *v1.VirtualMachineInstance) bool {
	for _, gone := range []bool{vmi.DeletionTimestamp != nil} {
		if gone {
			return true
		}
	}
	return vmi.IsFinal()
}

// MigrationFailed holds where the migration state records a failure: a
// cleanup's when-field through a shared predicate (KubeVirt's own idiom).
func MigrationFailed(vmi *v1.VirtualMachineInstance) bool { // want MigrationFailed:`^holds when kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.Failed$`
	if vmi.Status.MigrationState != nil && vmi.Status.MigrationState.Failed {
		return true
	}
	return false
}

// PhaseDone compares the phase with the final values: it holds the
// cleanups' when-values condition.
func PhaseDone(vmi *v1.VirtualMachineInstance) bool { // want PhaseDone:`^holds when kubevirt.io/api/core/v1.VirtualMachineInstanceStatus Phase=Failed\|Completed, kubevirt.io/api/core/v1.VirtualMachineInstanceStatus Phase=Failed\|Succeeded$`
	return vmi.Status.Phase == v1.Succeeded || vmi.Status.Phase == v1.Failed
}

// IsFinalSeam is IsFinalOrDeleted held in a variable a test can replace:
// its fact is on the variable.
var IsFinalSeam = func(vmi *v1.VirtualMachineInstance) bool { // want IsFinalSeam:`^holds when \(kubevirt.io/api/core/v1.VirtualMachineInstance\).IsFinal$`
	return vmi != nil && vmi.IsFinal()
}
