// Package v1 stands in for kubevirt.io/api/core/v1.
package v1

type VirtualMachineInstancePhase string

const (
	Pending   VirtualMachineInstancePhase = "Pending"
	Scheduled VirtualMachineInstancePhase = "Scheduled"
	Running   VirtualMachineInstancePhase = "Running"
	Failed    VirtualMachineInstancePhase = "Failed"
)

const (
	NodeNameLabel           = "kubevirt.io/nodeName"
	VirtualMachineLabel     = "kubevirt.io/vm"
	MigrationJobLabel       = "kubevirt.io/migrationJobUID"
	VirtualMachineFinalizer = "kubevirt.io/virtualMachineControllerFinalize"
)

type VirtualMachineInstanceStatus struct {
	NodeName       string                      `json:"nodeName,omitempty"`
	Reason         string                      `json:"reason,omitempty"`
	Phase          VirtualMachineInstancePhase `json:"phase,omitempty"`
	MigrationState *MigrationState             `json:"migrationState,omitempty"`
	ActivePods     map[string]string           `json:"activePods,omitempty"`
}

type MigrationState struct {
	TargetNode     string `json:"targetNode,omitempty"`
	SourceNode     string `json:"sourceNode,omitempty"`
	Completed      bool   `json:"completed,omitempty"`
	AbortRequested bool   `json:"abortRequested,omitempty"`
}

type ObjectMeta struct {
	Name   string
	Labels map[string]string
}

type VirtualMachineInstance struct {
	ObjectMeta
	Status VirtualMachineInstanceStatus
}
