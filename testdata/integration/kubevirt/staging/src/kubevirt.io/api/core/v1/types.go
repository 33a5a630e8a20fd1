// Package v1 stands in for KubeVirt's core API: only the types, fields and
// constants the integration fixture touches.
package v1

// ObjectMeta carries labels and annotations, the handoff keys.
type ObjectMeta struct {
	Name        string            `json:"name,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
}

// VirtualMachineInstancePhase is the VMI lifecycle phase.
type VirtualMachineInstancePhase string

// Phases.
const (
	Pending   VirtualMachineInstancePhase = "Pending"
	Scheduled VirtualMachineInstancePhase = "Scheduled"
	Running   VirtualMachineInstancePhase = "Running"
)

// Handoff keys: the label virt-controller sets and virt-handler selects on.
const (
	NodeNameLabel                string = "kubevirt.io/nodeName"
	MigrationTargetNodeNameLabel string = "kubevirt.io/migrationTargetNodeName"
)

// VirtualMachineInstance is a running VM.
type VirtualMachineInstance struct {
	ObjectMeta `json:"metadata,omitempty"`
	Status     VirtualMachineInstanceStatus `json:"status,omitempty"`
}

// VirtualMachineInstanceStatus is written by several components, each owning
// some fields.
type VirtualMachineInstanceStatus struct {
	NodeName       string                                `json:"nodeName,omitempty"`
	Reason         string                                `json:"reason,omitempty"`
	Phase          VirtualMachineInstancePhase           `json:"phase,omitempty"`
	GuestOSInfo    VirtualMachineInstanceGuestOSInfo     `json:"guestOSInfo,omitempty"`
	MigrationState *VirtualMachineInstanceMigrationState `json:"migrationState,omitempty"`
}

// VirtualMachineInstanceGuestOSInfo is what the guest agent reports.
type VirtualMachineInstanceGuestOSInfo struct {
	Name string `json:"name,omitempty"`
}

// VirtualMachineInstanceCommonMigrationState is shared by both sides.
type VirtualMachineInstanceCommonMigrationState struct {
	NodeTopology string `json:"nodeTopology,omitempty"`
	CPUSet       []int  `json:"cpuSet,omitempty"`
}

// VirtualMachineInstanceMigrationTargetState is the target side's state.
type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
	DomainDetected                             bool `json:"domainDetected,omitempty"`
}

// VirtualMachineInstanceMigrationState keeps legacy flat Target* fields that
// mirror TargetState.
type VirtualMachineInstanceMigrationState struct {
	TargetCPUSet       []int                                       `json:"targetCPUSet,omitempty"`
	TargetNodeTopology string                                      `json:"targetNodeTopology,omitempty"`
	TargetState        *VirtualMachineInstanceMigrationTargetState `json:"targetState,omitempty"`
	Completed          bool                                        `json:"completed,omitempty"`
	Failed             bool                                        `json:"failed,omitempty"`
	AbortRequested     bool                                        `json:"abortRequested,omitempty"`
}
