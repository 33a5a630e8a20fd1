package mirrors

import v1 "kubevirt.io/api/core/v1"

// A package-level variable's function literal (a seam a test can replace)
// is a function like a declared one: its writes are its own, so one half
// of a mirror pair written there is drift, named after the variable.
var (
	setPodSeam = func(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
		ms.TargetPod = pod // want `MP1002: mirror drift: setPodSeam writes VirtualMachineInstanceStatus\.MigrationState\.TargetPod but not its mirror MigrationState\.TargetState\.Pod$`
	}
	// Close negative: both halves.
	setBothSeam = func(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
		ms.TargetCPUSet, ms.TargetState.CPUSet = cpus, cpus
	}
	setPodSeamExcused = func(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
		//kvlint:ignore MP1002 fixture: the directive case inside a seam
		ms.TargetPod = pod
	}
)
