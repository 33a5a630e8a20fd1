// Package progress stands in for a shared package of migration helpers:
// what its exported helpers write on every path is their fact.
package progress

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

// MarkFailed ends a migration as failed, the whole record.
func MarkFailed(ms *v1.VirtualMachineInstanceMigrationState, at *metav1.Time) { // want MarkFailed:`^keeps kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.EndTimestamp, kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.Completed, kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.Failed$`
	ms.Failed, ms.Completed = true, true
	ms.EndTimestamp = at
}

// MarkFailedOnly leaves the end out; EndIfAsked writes it on one path
// only, and keeps nothing.
func MarkFailedOnly(ms *v1.VirtualMachineInstanceMigrationState) { // want MarkFailedOnly:`^keeps kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.Completed, kubevirt.io/api/core/v1.VirtualMachineInstanceStatus MigrationState.Failed$`
	ms.Completed = true
	ms.Failed = true
}

func EndIfAsked(ms *v1.VirtualMachineInstanceMigrationState, at *metav1.Time, asked bool) {
	if asked {
		ms.EndTimestamp = at
	}
}
