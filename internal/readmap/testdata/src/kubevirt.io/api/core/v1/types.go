// Package v1 stands in for KubeVirt's API types.
package v1

// VirtualMachineInstance is the running VM.
type VirtualMachineInstance struct {
	Name   string
	Labels map[string]string
	Status VirtualMachineInstanceStatus
}

// VirtualMachineInstanceStatus is written by the controller and the handler.
type VirtualMachineInstanceStatus struct {
	Phase    VirtualMachineInstancePhase
	NodeName string
	Reason   string
	Guest    string
}

// VirtualMachineInstancePhase is the VMI phase.
type VirtualMachineInstancePhase string

// Phases.
const (
	Scheduled VirtualMachineInstancePhase = "Scheduled"
	Running   VirtualMachineInstancePhase = "Running"
	Failed    VirtualMachineInstancePhase = "Failed"
	Succeeded VirtualMachineInstancePhase = "Succeeded"
)

// Handoff keys.
const (
	NodeNameLabel  = "kubevirt.io/nodeName"
	CreatedByLabel = "kubevirt.io/created-by"
	UnusedLabel    = "kubevirt.io/never-used"
)

// Finalizers.
const VirtualMachineInstanceFinalizer = "kubevirt.io/virtualMachineControllerFinalize"

// AddFinalizer adds a finalizer to the VMI.
func AddFinalizer(vmi *VirtualMachineInstance, f string) {}
