// Package v1 is a hand-written stand-in for KubeVirt's core API types: the
// migration state the handler sides write.
package v1

type VirtualMachineInstance struct {
	Status VirtualMachineInstanceStatus
}

type VirtualMachineInstanceStatus struct {
	MigrationState *VirtualMachineInstanceMigrationState
}

type VirtualMachineInstanceMigrationState struct {
	TargetNode  string
	TargetState *MigrationTargetState
}

type MigrationTargetState struct {
	Node string
}
