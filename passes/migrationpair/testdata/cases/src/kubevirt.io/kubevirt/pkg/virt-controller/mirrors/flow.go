package mirrors

import v1 "kubevirt.io/api/core/v1"

// Each half written on its own branch: the function writes both.
func branches(ms *v1.VirtualMachineInstanceMigrationState, cpus []int, legacy bool) {
	if legacy {
		ms.TargetCPUSet = cpus
	} else {
		ms.TargetState.CPUSet = cpus
	}
}

func inLoop(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) {
	for _, c := range cpus {
		ms.TargetCPUSet = append(ms.TargetCPUSet, c) // want `MP1002: mirror drift: inLoop writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
	}
}

func podPointer(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
	p := &ms.TargetPod
	*p = pod // want `MP1002: mirror drift: podPointer writes VirtualMachineInstanceStatus\.MigrationState\.TargetPod but not its mirror MigrationState\.TargetState\.Pod$`
}

// The migration object's status holds the same migration state type, but
// the mirror is declared on the VMI's status: not this pair.
func onMigrationObject(vmim *v1.VirtualMachineInstanceMigration, cpus []int) {
	vmim.Status.MigrationState.TargetCPUSet = cpus
}

func nestedPodPointer(ms *v1.VirtualMachineInstanceMigrationState, pod string) {
	p := &ms.TargetState.Pod
	*p = pod // want `MP1002: mirror drift: nestedPodPointer writes VirtualMachineInstanceStatus\.MigrationState\.TargetState\.Pod but not its mirror MigrationState\.TargetPod$`
}
