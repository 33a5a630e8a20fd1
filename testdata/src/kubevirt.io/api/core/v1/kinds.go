package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type VirtualMachine struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            VirtualMachineStatus `json:"status,omitempty"`
}

type VirtualMachineStatus struct {
	// The snapshot and restore controllers' locks on the VM, first as in
	// the API.
	SnapshotInProgress  *string                            `json:"snapshotInProgress,omitempty"`
	RestoreInProgress   *string                            `json:"restoreInProgress,omitempty"`
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

// KubeVirt is another kind, whose status is not owned by any rule of the
// fixtures; its "phase" shares a JSON name with the VMI's.
type KubeVirt struct {
	Status KubeVirtStatus `json:"status,omitempty"`
}

type KubeVirtPhase string

const KubeVirtPhaseDeployed KubeVirtPhase = "Deployed"

type KubeVirtStatus struct {
	Phase                                   KubeVirtPhase `json:"phase,omitempty"`
	OutdatedVirtualMachineInstanceWorkloads *int          `json:"outdatedVirtualMachineInstanceWorkloads,omitempty"`
}

func (v *VirtualMachine) DeepCopy() *VirtualMachine { c := *v; return &c }
