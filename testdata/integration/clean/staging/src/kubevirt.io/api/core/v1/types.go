// Package v1 stands in for KubeVirt's core API.
package v1

// NodeNameLabel is the handoff key virt-handler selects its VMIs by.
const NodeNameLabel string = "kubevirt.io/nodeName"

// ObjectMeta carries labels.
type ObjectMeta struct {
	Labels map[string]string `json:"labels,omitempty"`
}

// VirtualMachineInstance is a running VM.
type VirtualMachineInstance struct {
	ObjectMeta `json:"metadata,omitempty"`
	Status     VirtualMachineInstanceStatus `json:"status,omitempty"`
}

// VirtualMachineInstanceStatus is the observed state.
type VirtualMachineInstanceStatus struct {
	NodeName string `json:"nodeName,omitempty"`
}
