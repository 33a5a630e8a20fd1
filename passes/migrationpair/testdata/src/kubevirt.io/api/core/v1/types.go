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
	Node                   string
	Pod                    string
	PersistentStatePVCName *string
}

type VirtualMachineInstanceMigrationSourceState struct {
	VirtualMachineInstanceCommonMigrationState
}

type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState
	DomainReadyTimestamp     *metav1.Time
	DomainDetected           bool
	NodeAddress              *string
	DirectMigrationNodePorts map[string]int
	AttachmentPodUID         *types.UID
	CPUSet                   []int
	NodeTopology             *string
}

// VirtualMachineInstanceMigrationState carries every field the embedded
// kubevirt profile names, so the fixtures also load under that profile.
type VirtualMachineInstanceMigrationState struct {
	StartTimestamp                 *metav1.Time
	EndTimestamp                   *metav1.Time
	TargetNodeDomainReadyTimestamp *metav1.Time
	TargetNodeDomainDetected       bool
	TargetNodeAddress              string
	TargetDirectMigrationNodePorts map[string]int
	TargetNode                     string
	TargetPod                      string
	TargetAttachmentPodUID         types.UID
	TargetCPUSet                   []int
	TargetNodeTopology             string
	TargetPersistentStatePVCName   string
	TargetMemoryOverhead           *int64
	SourceNode                     string
	SourcePod                      string
	SourcePersistentStatePVCName   string
	Completed                      bool
	Failed                         bool
	AbortRequested                 bool
	SourceState                    *VirtualMachineInstanceMigrationSourceState
	TargetState                    *VirtualMachineInstanceMigrationTargetState
	MigrationUID                   types.UID
}

func (v *VirtualMachineInstance) IsMigrationTarget() bool { return v.Status.NodeName == "" }
