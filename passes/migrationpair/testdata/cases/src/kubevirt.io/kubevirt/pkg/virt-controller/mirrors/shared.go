package mirrors

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migstate"
)

// Another package's helper that writes the mirror covers the write, as a
// helper of the package does; one that writes something else, or only
// the same member again, does not.
func nestedWithSharedTwin(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetState.CPUSet = cpus
	migstate.SetCPUSet(ms, cpus)
}

func nestedWithSharedNode(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetState.CPUSet = cpus // want `MP1002: mirror drift: nestedWithSharedNode writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.CPUSet but not its mirror MigrationState\.TargetCPUSet$`
	migstate.SetSourceNode(ms, "node01")
}

func legacyTwiceShared(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet = cpus // want `MP1002: mirror drift: legacyTwiceShared writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
	migstate.SetCPUSet(ms, cpus)
}
