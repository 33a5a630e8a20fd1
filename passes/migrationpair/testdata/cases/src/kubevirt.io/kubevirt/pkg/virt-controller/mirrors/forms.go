package mirrors

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/migstate"
)

func bothMultiAssign(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	ms.TargetCPUSet, ms.TargetState.CPUSet = cpus, cpus
}

// The nested record is reached through a local alias.
func nestedAlias(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
	ts := ms.TargetState
	ts.Pod = pod // want `MP1002: mirror drift: nestedAlias writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.Pod but not its mirror MigrationState\.TargetPod$`
}

func throughShared(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	migstate.SetCPUSet(ms, cpus)
}

func bothThroughShared(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	migstate.SetBothCPUSets(ms, cpus)
}

func podInClosure(ms *v1.VirtualMachineInstanceMigrationState, pod string) func() {
	return func() { ms.TargetPod = pod } // want `MP1002: mirror drift: podInClosure writes VirtualMachineInstanceStatus\.MigrationState\.TargetPod but not its mirror MigrationState\.TargetState\.Pod$`
}
