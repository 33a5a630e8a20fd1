// Package v1 is a hand-written stand-in for KubeVirt's core API types: just
// the shapes the migrationpair fixtures need.
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

type VirtualMachineInstance struct {
	metav1.ObjectMeta
	Status VirtualMachineInstanceStatus
}

type VirtualMachineInstanceStatus struct {
	NodeName       string
	MigrationState *VirtualMachineInstanceMigrationState
}

type VirtualMachineInstanceMigration struct {
	metav1.ObjectMeta
	Status VirtualMachineInstanceMigrationStatus
}

type VirtualMachineInstanceMigrationStatus struct {
	MigrationState *VirtualMachineInstanceMigrationState
}

type VirtualMachineInstanceCommonMigrationState struct {
	Node string
	Pod  string
}

type VirtualMachineInstanceMigrationSourceState struct {
	VirtualMachineInstanceCommonMigrationState
}

type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState
	NodeAddress *string
	CPUSet      []int
}

type VirtualMachineInstanceMigrationState struct {
	StartTimestamp    *metav1.Time
	EndTimestamp      *metav1.Time
	TargetNode        string
	TargetNodeAddress string
	TargetCPUSet      []int
	SourceNode        string
	Completed         bool
	Failed            bool
	AbortRequested    bool
	SourceState       *VirtualMachineInstanceMigrationSourceState
	TargetState       *VirtualMachineInstanceMigrationTargetState
	MigrationUID      types.UID
}

func (v *VirtualMachineInstance) IsMigrationTarget() bool { return v.Status.NodeName == "" }
