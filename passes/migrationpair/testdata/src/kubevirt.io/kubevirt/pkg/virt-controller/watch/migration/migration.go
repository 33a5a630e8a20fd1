// Package migration stands in for the migration controller: not a side, so
// it may write fields of both, but its mirrors must still agree.
package migration

import (
	v1 "kubevirt.io/api/core/v1"
)

type Controller struct{}

func (c *Controller) handleTargetPodHandoff(migration *v1.VirtualMachineInstanceMigration, vmi *v1.VirtualMachineInstance, node string, decentralized bool) {
	vmiCopy := vmi
	// An empty literal resets the state; it writes no member.
	vmiCopy.Status.MigrationState = &v1.VirtualMachineInstanceMigrationState{}
	vmiCopy.Status.MigrationState.TargetNode = node
	if decentralized {
		// Node is promoted from the embedded common state.
		vmiCopy.Status.MigrationState.TargetState.Node = node
	}
	vmiCopy.Status.MigrationState.TargetCPUSet = nil // want `MP1002: mirror drift: Controller.handleTargetPodHandoff writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet`
	// The migration object's status has the same state type, but it is not
	// the VMI's status: the mirror is declared below VirtualMachineInstanceStatus.
	migration.Status.MigrationState.TargetCPUSet = nil
}

func (c *Controller) newState(cpus []int, addr string) *v1.VirtualMachineInstanceMigrationState {
	return &v1.VirtualMachineInstanceMigrationState{
		TargetCPUSet:      cpus, // want `MP1002: mirror drift: Controller.newState writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet`
		TargetNodeAddress: addr,
		TargetState:       &v1.VirtualMachineInstanceMigrationTargetState{NodeAddress: &addr},
	}
}

// A whole state taken from elsewhere writes every field at once.
func (c *Controller) adopt(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState = ms
}

// An explicitly named embedded struct is the same field as the promoted one.
func (c *Controller) initTarget(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState.VirtualMachineInstanceCommonMigrationState.Node = vmi.Status.MigrationState.TargetNode
}
