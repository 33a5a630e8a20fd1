package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

type MigrationMode string

// VirtualMachineInstanceMigrationState is the record both handler sides of
// a migration keep; it carries every field the embedded kubevirt profile
// names, so the fixtures also load under that profile.
type VirtualMachineInstanceMigrationState struct {
	StartTimestamp                 *metav1.Time                                `json:"startTimestamp,omitempty"`
	EndTimestamp                   *metav1.Time                                `json:"endTimestamp,omitempty"`
	TargetNodeDomainReadyTimestamp *metav1.Time                                `json:"targetNodeDomainReadyTimestamp,omitempty"`
	TargetNodeDomainDetected       bool                                        `json:"targetNodeDomainDetected,omitempty"`
	TargetNodeAddress              string                                      `json:"targetNodeAddress,omitempty"`
	TargetDirectMigrationNodePorts map[string]int                              `json:"targetDirectMigrationNodePorts,omitempty"`
	TargetNode                     string                                      `json:"targetNode,omitempty"`
	TargetPod                      string                                      `json:"targetPod,omitempty"`
	TargetAttachmentPodUID         types.UID                                   `json:"targetAttachmentPodUID,omitempty"`
	TargetCPUSet                   []int                                       `json:"targetCPUSet,omitempty"`
	TargetNodeTopology             string                                      `json:"targetNodeTopology,omitempty"`
	TargetPersistentStatePVCName   string                                      `json:"targetPersistentStatePVCName,omitempty"`
	TargetMemoryOverhead           *int64                                      `json:"targetMemoryOverhead,omitempty"`
	SourceNode                     string                                      `json:"sourceNode,omitempty"`
	SourcePod                      string                                      `json:"sourcePod,omitempty"`
	SourcePersistentStatePVCName   string                                      `json:"sourcePersistentStatePVCName,omitempty"`
	SourceVMIUID                   *types.UID                                  `json:"sourceVMIUID,omitempty"`
	Completed                      bool                                        `json:"completed,omitempty"`
	Failed                         bool                                        `json:"failed,omitempty"`
	FailureReason                  string                                      `json:"failureReason,omitempty"`
	AbortRequested                 bool                                        `json:"abortRequested,omitempty"`
	Mode                           MigrationMode                               `json:"mode,omitempty"`
	SourceState                    *VirtualMachineInstanceMigrationSourceState `json:"sourceState,omitempty"`
	TargetState                    *VirtualMachineInstanceMigrationTargetState `json:"targetState,omitempty"`
	MigrationUID                   types.UID                                   `json:"migrationUid,omitempty"`
}

type VirtualMachineInstanceCommonMigrationState struct {
	Node                   string  `json:"node,omitempty"`
	Pod                    string  `json:"pod,omitempty"`
	PersistentStatePVCName *string `json:"persistentStatePVCName,omitempty"`
}

type VirtualMachineInstanceMigrationSourceState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
}

type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
	DomainReadyTimestamp                       *metav1.Time   `json:"domainReadyTimestamp,omitempty"`
	DomainDetected                             bool           `json:"domainDetected,omitempty"`
	NodeAddress                                *string        `json:"nodeAddress,omitempty"`
	DirectMigrationNodePorts                   map[string]int `json:"directMigrationNodePorts,omitempty"`
	AttachmentPodUID                           *types.UID     `json:"attachmentPodUID,omitempty"`
	CPUSet                                     []int          `json:"cpuSet,omitempty"`
	NodeTopology                               *string        `json:"nodeTopology,omitempty"`
}

type VirtualMachineInstanceMigration struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            VirtualMachineInstanceMigrationStatus `json:"status,omitempty"`
}

type VirtualMachineInstanceMigrationPhase string

const (
	MigrationPending   VirtualMachineInstanceMigrationPhase = "Pending"
	MigrationSucceeded VirtualMachineInstanceMigrationPhase = "Succeeded"
)

type VirtualMachineInstanceMigrationStatus struct {
	Phase          VirtualMachineInstanceMigrationPhase  `json:"phase,omitempty"`
	MigrationState *VirtualMachineInstanceMigrationState `json:"migrationState,omitempty"`
}

// VirtualMachineInstanceMigrationSpec carries the API marker of
// decentralized migration (SendTo, Receive) that the embedded profile's
// migration entries require.
type VirtualMachineInstanceMigrationSpec struct {
	VMIName string                                 `json:"vmiName,omitempty"`
	SendTo  *VirtualMachineInstanceMigrationSource `json:"sendTo,omitempty"`
	Receive *VirtualMachineInstanceMigrationTarget `json:"receive,omitempty"`
}

type VirtualMachineInstanceMigrationSource struct {
	MigrationID string `json:"migrationID"`
	ConnectURL  string `json:"connectURL"`
}

type VirtualMachineInstanceMigrationTarget struct {
	MigrationID string `json:"migrationID"`
}

// The deepcopy-gen shape: DeepCopyInto overwrites all of *out.
func (in *VirtualMachineInstanceMigrationState) DeepCopyInto(out *VirtualMachineInstanceMigrationState) {
	*out = *in
}

func (in *VirtualMachineInstanceMigrationSourceState) DeepCopyInto(out *VirtualMachineInstanceMigrationSourceState) {
	*out = *in
}

func (in *VirtualMachineInstanceMigrationState) DeepCopy() *VirtualMachineInstanceMigrationState {
	out := new(VirtualMachineInstanceMigrationState)
	in.DeepCopyInto(out)
	return out
}
