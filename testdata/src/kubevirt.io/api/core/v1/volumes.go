package v1

// VolumeStatus is one volume's entry in the VMI's status: its phase moves
// between virt-controller (attaching) and virt-handler (mounting).
type VolumeStatus struct {
	Name          string               `json:"name"`
	Target        string               `json:"target"`
	Phase         VolumePhase          `json:"phase,omitempty"`
	Reason        string               `json:"reason,omitempty"`
	HotplugVolume *HotplugVolumeStatus `json:"hotplugVolume,omitempty"`
}

// HotplugVolumeStatus is the attachment pod of a hotplugged volume.
type HotplugVolumeStatus struct {
	AttachPodName string `json:"attachPodName,omitempty"`
}

type VolumePhase string

const (
	VolumePending               VolumePhase = "Pending"
	VolumeBound                 VolumePhase = "Bound"
	HotplugVolumeAttachedToNode VolumePhase = "AttachedToNode"
	HotplugVolumeMounted        VolumePhase = "MountedToPod"
	VolumeReady                 VolumePhase = "Ready"
	HotplugVolumeDetaching      VolumePhase = "Detaching"
	HotplugVolumeUnMounted      VolumePhase = "UnMountedFromPod"
	MemoryDumpVolumeCompleted   VolumePhase = "MemoryDumpCompleted"
	MemoryDumpVolumeInProgress  VolumePhase = "MemoryDumpInProgress"
	MemoryDumpVolumeFailed      VolumePhase = "MemoryDumpFailed"
)

func (in *VolumeStatus) DeepCopy() *VolumeStatus {
	out := *in
	return &out
}
