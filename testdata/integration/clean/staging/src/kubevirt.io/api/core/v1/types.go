// Package v1 stands in for KubeVirt's core API. The status types carry every
// field the embedded kubevirt profile names (kvlint checks that they exist),
// with simplified field types; nothing else of the API is here.
package v1

// ObjectMeta carries labels and annotations, the handoff keys.
type ObjectMeta struct {
	Name        string            `json:"name,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
}

// Time stands in for metav1.Time.
type Time struct{ Unix int64 }

// UID stands in for types.UID.
type UID string

// Handoff keys: the label virt-controller sets and virt-handler selects on.
const (
	NodeNameLabel                string = "kubevirt.io/nodeName"
	MigrationTargetNodeNameLabel string = "kubevirt.io/migrationTargetNodeName"
)

// VirtualMachineInstancePhase is the VMI lifecycle phase.
type VirtualMachineInstancePhase string

// Phases.
const (
	VmPhaseUnset   VirtualMachineInstancePhase = ""
	Pending        VirtualMachineInstancePhase = "Pending"
	Scheduling     VirtualMachineInstancePhase = "Scheduling"
	Scheduled      VirtualMachineInstancePhase = "Scheduled"
	Running        VirtualMachineInstancePhase = "Running"
	Succeeded      VirtualMachineInstancePhase = "Succeeded"
	Failed         VirtualMachineInstancePhase = "Failed"
	WaitingForSync VirtualMachineInstancePhase = "WaitingForSync"
	Unknown        VirtualMachineInstancePhase = "Unknown"
)

// VirtualMachineInstance is a running VM.
type VirtualMachineInstance struct {
	ObjectMeta `json:"metadata,omitempty"`
	Status     VirtualMachineInstanceStatus `json:"status,omitempty"`
}

// VirtualMachineInstanceStatus is written by several components, each owning
// some fields.
type VirtualMachineInstanceStatus struct {
	NodeName                      string                                `json:"nodeName,omitempty"`
	Reason                        string                                `json:"reason,omitempty"`
	Conditions                    []Condition                           `json:"conditions,omitempty"`
	Phase                         VirtualMachineInstancePhase           `json:"phase,omitempty"`
	PhaseTransitionTimestamps     []Time                                `json:"phaseTransitionTimestamps,omitempty"`
	Interfaces                    []string                              `json:"interfaces,omitempty"`
	GuestOSInfo                   VirtualMachineInstanceGuestOSInfo     `json:"guestOSInfo,omitempty"`
	MigrationState                *VirtualMachineInstanceMigrationState `json:"migrationState,omitempty"`
	MigrationMethod               string                                `json:"migrationMethod,omitempty"`
	MigrationTransport            string                                `json:"migrationTransport,omitempty"`
	QOSClass                      *string                               `json:"qosClass,omitempty"`
	LauncherContainerImageVersion string                                `json:"launcherContainerImageVersion,omitempty"`
	EvacuationNodeName            string                                `json:"evacuationNodeName,omitempty"`
	ActivePods                    map[UID]string                        `json:"activePods,omitempty"`
	VolumeStatus                  []string                              `json:"volumeStatus,omitempty"`
	KernelBootStatus              *string                               `json:"kernelBootStatus,omitempty"`
	FSFreezeStatus                string                                `json:"fsFreezeStatus,omitempty"`
	TopologyHints                 *string                               `json:"topologyHints,omitempty"`
	VirtualMachineRevisionName    string                                `json:"virtualMachineRevisionName,omitempty"`
	RuntimeUser                   uint64                                `json:"runtimeUser"`
	VSOCKCID                      *uint32                               `json:"VSOCKCID,omitempty"`
	SelinuxContext                string                                `json:"selinuxContext,omitempty"`
	Machine                       *string                               `json:"machine,omitempty"`
	CurrentCPUTopology            *string                               `json:"currentCPUTopology,omitempty"`
	Memory                        *string                               `json:"memory,omitempty"`
	MigratedVolumes               []string                              `json:"migratedVolumes,omitempty"`
	ChangedBlockTracking          *string                               `json:"changedBlockTracking,omitempty"`
}

// Condition is a status condition.
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// VirtualMachineInstanceGuestOSInfo is what the guest agent reports.
type VirtualMachineInstanceGuestOSInfo struct {
	Name string `json:"name,omitempty"`
}

// VirtualMachineInstanceMigrationState keeps legacy flat Source*/Target*
// fields next to SourceState/TargetState, which they mirror.
type VirtualMachineInstanceMigrationState struct {
	StartTimestamp                 *Time                                       `json:"startTimestamp,omitempty"`
	EndTimestamp                   *Time                                       `json:"endTimestamp,omitempty"`
	TargetNodeDomainReadyTimestamp *Time                                       `json:"targetNodeDomainReadyTimestamp,omitempty"`
	TargetNodeDomainDetected       bool                                        `json:"targetNodeDomainDetected,omitempty"`
	TargetNodeAddress              string                                      `json:"targetNodeAddress,omitempty"`
	TargetDirectMigrationNodePorts map[string]int                              `json:"targetDirectMigrationNodePorts,omitempty"`
	TargetNode                     string                                      `json:"targetNode,omitempty"`
	TargetPod                      string                                      `json:"targetPod,omitempty"`
	TargetAttachmentPodUID         UID                                         `json:"targetAttachmentPodUID,omitempty"`
	SourceNode                     string                                      `json:"sourceNode,omitempty"`
	SourcePod                      string                                      `json:"sourcePod,omitempty"`
	Completed                      bool                                        `json:"completed,omitempty"`
	Failed                         bool                                        `json:"failed,omitempty"`
	AbortRequested                 bool                                        `json:"abortRequested,omitempty"`
	AbortStatus                    string                                      `json:"abortStatus,omitempty"`
	FailureReason                  string                                      `json:"failureReason,omitempty"`
	MigrationUID                   UID                                         `json:"migrationUid,omitempty"`
	Mode                           string                                      `json:"mode,omitempty"`
	MigrationPolicyName            *string                                     `json:"migrationPolicyName,omitempty"`
	TargetCPUSet                   []int                                       `json:"targetCPUSet,omitempty"`
	TargetNodeTopology             string                                      `json:"targetNodeTopology,omitempty"`
	SourcePersistentStatePVCName   string                                      `json:"sourcePersistentStatePVCName,omitempty"`
	TargetPersistentStatePVCName   string                                      `json:"targetPersistentStatePVCName,omitempty"`
	SourceState                    *VirtualMachineInstanceMigrationSourceState `json:"sourceState,omitempty"`
	TargetState                    *VirtualMachineInstanceMigrationTargetState `json:"targetState,omitempty"`
	MigrationNetworkType           string                                      `json:"migrationNetworkType,omitempty"`
	TargetMemoryOverhead           *string                                     `json:"targetMemoryOverhead,omitempty"`
}

// VirtualMachineInstanceCommonMigrationState is shared by both sides.
type VirtualMachineInstanceCommonMigrationState struct {
	Node                      string  `json:"node,omitempty"`
	Pod                       string  `json:"pod,omitempty"`
	MigrationUID              UID     `json:"migrationUID,omitempty"`
	DomainName                *string `json:"domainName,omitempty"`
	DomainNamespace           *string `json:"domainNamespace,omitempty"`
	SyncAddress               *string `json:"syncAddress,omitempty"`
	PersistentStatePVCName    *string `json:"persistentStatePVCName,omitempty"`
	SelinuxContext            string  `json:"selinuxContext,omitempty"`
	VirtualMachineInstanceUID *UID    `json:"virtualMachineInstanceUID,omitempty"`
}

// VirtualMachineInstanceMigrationSourceState is the source side's state.
type VirtualMachineInstanceMigrationSourceState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
	NodeSelectors                              map[string]string `json:"nodeSelectors,omitempty"`
}

// VirtualMachineInstanceMigrationTargetState is the target side's state.
type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
	DomainReadyTimestamp                       *Time          `json:"domainReadyTimestamp,omitempty"`
	DomainDetected                             bool           `json:"domainDetected,omitempty"`
	NodeAddress                                *string        `json:"nodeAddress,omitempty"`
	DirectMigrationNodePorts                   map[string]int `json:"directMigrationNodePorts,omitempty"`
	AttachmentPodUID                           *UID           `json:"attachmentPodUID,omitempty"`
	CPUSet                                     []int          `json:"cpuSet,omitempty"`
	NodeTopology                               *string        `json:"nodeTopology,omitempty"`
}

// VirtualMachineStatus is the VM's status.
type VirtualMachineStatus struct {
	SnapshotInProgress     *string     `json:"snapshotInProgress,omitempty"`
	RestoreInProgress      *string     `json:"restoreInProgress,omitempty"`
	Created                bool        `json:"created,omitempty"`
	Ready                  bool        `json:"ready,omitempty"`
	PrintableStatus        string      `json:"printableStatus,omitempty"`
	Conditions             []Condition `json:"conditions,omitempty"`
	StateChangeRequests    []string    `json:"stateChangeRequests,omitempty"`
	VolumeRequests         []string    `json:"volumeRequests,omitempty"`
	VolumeSnapshotStatuses []string    `json:"volumeSnapshotStatuses,omitempty"`
	StartFailure           *string     `json:"startFailure,omitempty"`
	MemoryDumpRequest      *string     `json:"memoryDumpRequest,omitempty"`
	ObservedGeneration     int64       `json:"observedGeneration,omitempty"`
	DesiredGeneration      int64       `json:"desiredGeneration,omitempty"`
	RunStrategy            *string     `json:"runStrategy,omitempty"`
	VolumeUpdateState      *string     `json:"volumeUpdateState,omitempty"`
	ChangedBlockTracking   *string     `json:"changedBlockTracking,omitempty"`
	InstancetypeRef        *string     `json:"instancetypeRef,omitempty"`
	PreferenceRef          *string     `json:"preferenceRef,omitempty"`
}

// VirtualMachineInstanceMigrationStatus is the migration object's status.
type VirtualMachineInstanceMigrationStatus struct {
	Phase                     string                                `json:"phase,omitempty"`
	Conditions                []Condition                           `json:"conditions,omitempty"`
	PhaseTransitionTimestamps []Time                                `json:"phaseTransitionTimestamps,omitempty"`
	MigrationState            *VirtualMachineInstanceMigrationState `json:"migrationState,omitempty"`
	SynchronizationAddresses  []string                              `json:"synchronizationAddresses,omitempty"`
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
}

type VirtualMachineInstanceMigrationTarget struct {
	MigrationID string `json:"migrationID"`
}
