// Package migrations is shared helper code (no side): its reads and writes
// reach the sides that call it through facts.
package migrations

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

func IsMigrationCompleted(vmi *v1.VirtualMachineInstance) bool { // want IsMigrationCompleted:`reads kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.MigrationState.Completed via VirtualMachineInstanceStatus.MigrationState.Completed \(read\)`
	return vmi.Status.MigrationState != nil && vmi.Status.MigrationState.Completed
}

// A helper that reads through its parameter: the owner type decides. It is
// unexported, so it has no fact of its own; its exported caller has one.
func isDone(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms.Completed
}

func IsDone(vmi *v1.VirtualMachineInstance) bool { // want IsDone:`reads .*MigrationState.Completed via migrations.isDone`
	return isDone(vmi.Status.MigrationState)
}

func SetTargetAddress(ms *v1.VirtualMachineInstanceMigrationState, addr string) { // want SetTargetAddress:`writes kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.MigrationState.TargetNodeAddress via`
	ms.TargetNodeAddress = addr
	if ms.TargetState != nil {
		ms.TargetState.NodeAddress = &addr
	}
}

// Reading the migration state itself is not reading a signal in it.
func HasMigration(vmi *v1.VirtualMachineInstance) bool {
	return vmi.Status.MigrationState != nil
}

func EndedAt(vmi *v1.VirtualMachineInstance) *metav1.Time { // want EndedAt:`reads kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.MigrationState.EndTimestamp via`
	return vmi.Status.MigrationState.EndTimestamp
}
