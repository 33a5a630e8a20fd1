// Package v1 is a hand-written stand-in for KubeVirt's core API types: the
// progress record of a migration.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type VirtualMachineInstance struct {
	metav1.ObjectMeta
	Status VirtualMachineInstanceStatus
}

type VirtualMachineInstanceStatus struct {
	MigrationState *VirtualMachineInstanceMigrationState
}

type MigrationMode string

type VirtualMachineInstanceMigrationState struct {
	StartTimestamp *metav1.Time
	EndTimestamp   *metav1.Time
	Completed      bool
	Failed         bool
	FailureReason  string
	Mode           MigrationMode
}
