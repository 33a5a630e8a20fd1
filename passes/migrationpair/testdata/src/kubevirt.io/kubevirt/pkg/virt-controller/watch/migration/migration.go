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

// Replacing a nested struct with a value from elsewhere writes that field
// only: whoever built the value was checked where they built it.
func (c *Controller) adopt(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState, ts *v1.VirtualMachineInstanceMigrationTargetState) {
	vmi.Status.MigrationState = ms
	vmi.Status.MigrationState.TargetState = ts
}

// A whole status (the mirrors' root type) writes every field below it, both
// members of every pair at once.
func (c *Controller) restore(vmi *v1.VirtualMachineInstance, old v1.VirtualMachineInstanceStatus) {
	vmi.Status = old
}

// A local that holds a literal is the literal: its keys are the writes.
func (c *Controller) buildAndSet(vmi *v1.VirtualMachineInstance, cpus []int) {
	ms := &v1.VirtualMachineInstanceMigrationState{TargetCPUSet: cpus} // want `MP1002: mirror drift: Controller.buildAndSet writes VirtualMachineInstanceStatus.MigrationState.TargetCPUSet`
	vmi.Status.MigrationState = ms
}

// An explicitly named embedded struct is the same field as the promoted one.
func (c *Controller) initTarget(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.TargetState.VirtualMachineInstanceCommonMigrationState.Node = vmi.Status.MigrationState.TargetNode
}
