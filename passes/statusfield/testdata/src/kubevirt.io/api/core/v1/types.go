// Package v1 is a hand-written stand-in for KubeVirt's API types: only what
// the fixtures need, with json tags.
package v1

type UID string

// Time stands for metav1.Time: it has its own JSON form.
type Time struct{ unix int64 }

func (t Time) MarshalJSON() ([]byte, error) { return nil, nil }

type VirtualMachineInstance struct {
	Name   string                       `json:"name"`
	Status VirtualMachineInstanceStatus `json:"status,omitempty"`
}

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
	ActivePods                map[UID]string                                   `json:"activePods,omitempty"`
	RuntimeUser               uint64                                           `json:"runtimeUser"`
	VSOCKCID                  *uint32                                          `json:"VSOCKCID,omitempty"`
}

type VirtualMachineInstanceCondition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
}

type VirtualMachineInstancePhaseTransitionTimestamp struct {
	Phase                    VirtualMachineInstancePhase `json:"phase,omitempty"`
	PhaseTransitionTimestamp Time                        `json:"phaseTransitionTimestamp,omitempty"`
}

type VirtualMachineInstanceNetworkInterface struct {
	IP   string `json:"ipAddress,omitempty"`
	Name string `json:"name,omitempty"`
}

type VirtualMachineInstanceGuestOSInfo struct {
	Name          string `json:"name,omitempty"`
	KernelRelease string `json:"kernelRelease,omitempty"`
}

type VirtualMachineInstanceMigrationState struct {
	StartTimestamp    *Time                                       `json:"startTimestamp,omitempty"`
	TargetNode        string                                      `json:"targetNode,omitempty"`
	TargetNodeAddress string                                      `json:"targetNodeAddress,omitempty"`
	SourceNode        string                                      `json:"sourceNode,omitempty"`
	Completed         bool                                        `json:"completed,omitempty"`
	Failed            bool                                        `json:"failed,omitempty"`
	MigrationUID      UID                                         `json:"migrationUid,omitempty"`
	SourceState       *VirtualMachineInstanceMigrationSourceState `json:"sourceState,omitempty"`
	TargetState       *VirtualMachineInstanceMigrationTargetState `json:"targetState,omitempty"`
}

type VirtualMachineInstanceCommonMigrationState struct {
	Node string `json:"node,omitempty"`
	Pod  string `json:"pod,omitempty"`
}

type VirtualMachineInstanceMigrationSourceState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
}

type VirtualMachineInstanceMigrationTargetState struct {
	VirtualMachineInstanceCommonMigrationState `json:",inline"`
	NodeAddress                                *string `json:"nodeAddress,omitempty"`
}

type VirtualMachineInstanceMigration struct {
	Name   string                                `json:"name"`
	Status VirtualMachineInstanceMigrationStatus `json:"status,omitempty"`
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

type VirtualMachine struct {
	Name   string               `json:"name"`
	Status VirtualMachineStatus `json:"status,omitempty"`
}

type VirtualMachineStatus struct {
	Ready               bool                               `json:"ready,omitempty"`
	PrintableStatus     string                             `json:"printableStatus,omitempty"`
	StateChangeRequests []VirtualMachineStateChangeRequest `json:"stateChangeRequests,omitempty"`
	StartFailure        *VirtualMachineStartFailure        `json:"startFailure,omitempty"`
	InstancetypeRef     *InstancetypeStatusRef             `json:"instancetypeRef,omitempty"`
	// A list of pointers, so a range variable shares its element.
	VolumeSnapshotStatuses []*VolumeSnapshotStatus `json:"volumeSnapshotStatuses,omitempty"`
}

type VolumeSnapshotStatus struct {
	Name    string `json:"name"`
	Enabled bool   `json:"enabled"`
}

type VirtualMachineStateChangeRequest struct {
	Action string `json:"action"`
}

type VirtualMachineStartFailure struct {
	Retries int `json:"retries,omitempty"`
}

type InstancetypeStatusRef struct {
	Name string `json:"name,omitempty"`
}

// KubeVirt is another kind, whose status is not owned by any rule here;
// its "phase" shares a JSON name with the VMI's.
type KubeVirt struct {
	Status KubeVirtStatus `json:"status,omitempty"`
}

type KubeVirtPhase string

const KubeVirtPhaseDeployed KubeVirtPhase = "Deployed"

type KubeVirtStatus struct {
	Phase                                   KubeVirtPhase `json:"phase,omitempty"`
	OutdatedVirtualMachineInstanceWorkloads *int          `json:"outdatedVirtualMachineInstanceWorkloads,omitempty"`
}
