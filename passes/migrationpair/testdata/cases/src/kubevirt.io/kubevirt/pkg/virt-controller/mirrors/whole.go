package mirrors

import v1 "kubevirt.io/api/core/v1"

// Replacing the nested record with one that has no CPU set leaves the two
// records different: drift.
func legacyAndWholeNested(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet = cpus // want `MP1002: mirror drift: legacyAndWholeNested writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
	ms.TargetState = &v1.VirtualMachineInstanceMigrationTargetState{}
}

func elementWrite(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetCPUSet[0] = 3 // want `MP1002: mirror drift: elementWrite writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
}

// A read of the mirror is no write of it.
func legacyFromNested(ms *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetCPUSet = ms.TargetState.CPUSet
}
