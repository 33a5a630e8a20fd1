// Package migstate is shared helper code (no side, no component): what its
// exported functions read and write reaches their callers through facts.
package migstate

import v1 "kubevirt.io/api/core/v1"

func IsAborted(vmi *v1.VirtualMachineInstance) bool { // want IsAborted:`reads kubevirt\.io/api/core/v1\.VirtualMachineInstanceStatus\.MigrationState\.AbortRequested via VirtualMachineInstanceStatus\.MigrationState\.AbortRequested \(read\)$`
	return vmi.Status.MigrationState != nil && vmi.Status.MigrationState.AbortRequested
}

func SetSourceNode(ms *v1.VirtualMachineInstanceMigrationState, node string) { // want SetSourceNode:`writes kubevirt\.io/api/core/v1\.VirtualMachineInstanceStatus\.MigrationState\.SourceNode via VirtualMachineInstanceStatus\.MigrationState\.SourceNode \(write\)$`
	ms.SourceNode = node
}

func SetCPUSet(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) { // want SetCPUSet:`^mirror-writes kubevirt\.io/api/core/v1\.VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet via VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet \(write\)$`
	ms.TargetCPUSet = cpus // want `MP1002: mirror drift: SetCPUSet writes VirtualMachineInstanceStatus\.MigrationState\.TargetCPUSet but not its mirror MigrationState\.TargetState\.CPUSet$`
}

// SetBothCPUSets writes the field and its mirror.
func SetBothCPUSets(ms *v1.VirtualMachineInstanceMigrationState, cpus []int) { // want SetBothCPUSets:`writes kubevirt\.io/api/core/v1\.VirtualMachineInstanceStatus\.MigrationState\.TargetState via VirtualMachineInstanceStatus\.MigrationState\.TargetState \(write\)$`
	ms.TargetCPUSet = cpus
	ms.TargetState.CPUSet = cpus
}

// Nodes only reads.
func Nodes(ms *v1.VirtualMachineInstanceMigrationState) (string, string) {
	return ms.SourceNode, ms.TargetNode
}
