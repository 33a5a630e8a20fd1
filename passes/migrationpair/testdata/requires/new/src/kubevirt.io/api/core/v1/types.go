// Package v1 is a hand-written stand-in for KubeVirt's core API types: the
// migration state both handler sides act on.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type VirtualMachineInstance struct {
	metav1.ObjectMeta
	Status VirtualMachineInstanceStatus
}

type VirtualMachineInstanceStatus struct {
	MigrationState *VirtualMachineInstanceMigrationState
}

type VirtualMachineInstanceMigrationState struct {
	StartTimestamp *metav1.Time
	EndTimestamp   *metav1.Time
	Completed      bool
	Failed         bool
	AbortRequested bool
	TargetNode     string
	TargetState    *MigrationTargetState
}

type MigrationTargetState struct {
	Node string
}
