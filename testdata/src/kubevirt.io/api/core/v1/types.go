// Package v1 is the one hand-written stand-in for kubevirt.io/api/core/v1 that
// every fixture of kvlint's tests shares (diagtest.TestData joins it to the
// fixture trees; testdata/integration's modules take it by replace): the VMI
// and its status (types.go), the migration state both handler sides keep
// (migration.go), the VM and KubeVirt kinds (kinds.go) and the handoff keys
// (keys.go). Add what a new fixture needs here, in KubeVirt's shape; never
// copy KubeVirt's own source.
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

type VirtualMachineInstance struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            VirtualMachineInstanceStatus `json:"status,omitempty"`
}

func (v *VirtualMachineInstance) IsMigrationTarget() bool { return v.Status.NodeName == "" }

func (v *VirtualMachineInstance) IsFinal() bool {
	return v.Status.Phase == Failed || v.Status.Phase == Succeeded
}

func (v *VirtualMachineInstance) DeepCopy() *VirtualMachineInstance { c := *v; return &c }

// DeepCopyInto follows deepcopy-gen's shape: it overwrites all of *out.
func (in *VirtualMachineInstanceStatus) DeepCopyInto(out *VirtualMachineInstanceStatus) { *out = *in }

type VirtualMachineInstancePhase string

const (
	VmPhaseUnset VirtualMachineInstancePhase = ""
	Pending      VirtualMachineInstancePhase = "Pending"
	Scheduling   VirtualMachineInstancePhase = "Scheduling"
	Scheduled    VirtualMachineInstancePhase = "Scheduled"
	Running      VirtualMachineInstancePhase = "Running"
	Succeeded    VirtualMachineInstancePhase = "Succeeded"
	Failed       VirtualMachineInstancePhase = "Failed"
	Unknown      VirtualMachineInstancePhase = "Unknown"
)

type VirtualMachineInstanceStatus struct {
	NodeName                  string                                           `json:"nodeName,omitempty"`
	Reason                    string                                           `json:"reason,omitempty"`
	Phase                     VirtualMachineInstancePhase                      `json:"phase,omitempty"`
	Conditions                []VirtualMachineInstanceCondition                `json:"conditions,omitempty"`
	PhaseTransitionTimestamps []VirtualMachineInstancePhaseTransitionTimestamp `json:"phaseTransitionTimestamps,omitempty"`
	Interfaces                []VirtualMachineInstanceNetworkInterface         `json:"interfaces,omitempty"`
	GuestOSInfo               VirtualMachineInstanceGuestOSInfo                `json:"guestOSInfo,omitempty"`
	MigrationState            *VirtualMachineInstanceMigrationState            `json:"migrationState,omitempty"`
	QOSClass                  *string                                          `json:"qosClass,omitempty"`
	EvacuationNodeName        string                                           `json:"evacuationNodeName,omitempty"`
	ActivePods                map[types.UID]string                             `json:"activePods,omitempty"`
	RuntimeUser               uint64                                           `json:"runtimeUser"`
	VSOCKCID                  *uint32                                          `json:"VSOCKCID,omitempty"`
}

type VirtualMachineInstanceCondition struct {
	Type   VirtualMachineInstanceConditionType `json:"type"`
	Status string                              `json:"status"`
	Reason string                              `json:"reason,omitempty"`
}

type VirtualMachineInstancePhaseTransitionTimestamp struct {
	Phase                    VirtualMachineInstancePhase `json:"phase,omitempty"`
	PhaseTransitionTimestamp metav1.Time                 `json:"phaseTransitionTimestamp,omitempty"`
}

type VirtualMachineInstanceNetworkInterface struct {
	IP   string `json:"ipAddress,omitempty"`
	Name string `json:"name,omitempty"`
}

type VirtualMachineInstanceGuestOSInfo struct {
	Name          string `json:"name,omitempty"`
	KernelRelease string `json:"kernelRelease,omitempty"`
}

// Below the declarations the map goldens link to by line.

func (v *VirtualMachineInstance) IsScheduling() bool { return v.Status.Phase == Scheduling }

func (v *VirtualMachineInstance) IsScheduled() bool { return v.Status.Phase == Scheduled }

func (v *VirtualMachineInstance) IsRunning() bool { return v.Status.Phase == Running }

// WaitingForSync: the receiving VMI of a decentralized migration waits for
// the source cluster's state.
const WaitingForSync VirtualMachineInstancePhase = "WaitingForSync"

// VirtualMachineInstanceConditionType names a condition; each has its
// owners (statusfield values: Conditions.Type).
type VirtualMachineInstanceConditionType string

const (
	VirtualMachineInstanceReady          VirtualMachineInstanceConditionType = "Ready"
	VirtualMachineInstancePaused         VirtualMachineInstanceConditionType = "Paused"
	VirtualMachineInstanceAgentConnected VirtualMachineInstanceConditionType = "AgentConnected"
	VirtualMachineInstanceProvisioning   VirtualMachineInstanceConditionType = "Provisioning"
	VirtualMachineInstanceSynchronized   VirtualMachineInstanceConditionType = "Synchronized"
)
