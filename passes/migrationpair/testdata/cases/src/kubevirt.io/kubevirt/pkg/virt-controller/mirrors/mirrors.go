// Package mirrors: a field and its mirror are written together, or the
// two records drift apart.
package mirrors

import v1 "kubevirt.io/api/core/v1"

func onlyLegacy(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet = cpus // want `MP1002: mirror drift: onlyLegacy writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
}

func onlyNested(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetState.CPUSet = cpus // want `MP1002: mirror drift: onlyNested writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.CPUSet but not its mirror MigrationState\.TargetCPUSet$`
}

func both(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet = cpus
	ms.TargetState.CPUSet = cpus
}

func bothInOneLiteral(vmi *v1.VirtualMachineInstance, cpus []int) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{
		TargetCPUSet: cpus,
		TargetState:  &v1.VirtualMachineInstanceMigrationTargetState{CPUSet: cpus},
	}
}

func literalHalf(vmi *v1.VirtualMachineInstance, pod string) {
	vmi.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{TargetPod: pod} // want `MP1002: mirror drift: literalHalf writes VirtualMachineInstanceStatus\.MigrationState\.TargetPod but not its mirror MigrationState\.TargetState\.Pod$`
}

func appended(ms *v1.VirtualMachineInstanceMigrationState, cpu int) {
	ms.TargetCPUSet = append(ms.TargetCPUSet, cpu) // want `MP1002: mirror drift: appended writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
}

// The embedded common state carries Pod: the mirror is written through
// the promoted field.
func podBoth(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
	ms.TargetPod = pod
	ms.TargetState.Pod = pod
}

func podNestedOnly(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
	ms.TargetState.VirtualMachineInstanceCommonMigrationState.Pod = pod // want `MP1002: mirror drift: podNestedOnly writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.Pod but not its mirror MigrationState\.TargetPod$`
}

// setNested writes the mirror for its callers.
func setNested(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetState.CPUSet = cpus
}

func bothThroughHelper(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet = cpus
	setNested(ms, cpus)
}

func suppressed(ms *v1.VirtualMachineInstanceMigrationState) {
	//kvlint:ignore MP1002 the legacy field is cleared on its own when a migration is retried
	ms.TargetCPUSet = nil
}

// Reads are not writes.
func readOnly(ms *v1.VirtualMachineInstanceMigrationState) int {
	return len(ms.TargetCPUSet)
}
