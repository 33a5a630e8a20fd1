// Package v1beta1 stands for KubeVirt's snapshot API: a snapshot and its
// status, which virt-controller's snapshot controller keeps.
package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type VirtualMachineSnapshot struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            *VirtualMachineSnapshotStatus `json:"status,omitempty"`
}

type VirtualMachineSnapshotStatus struct {
	ReadyToUse *bool  `json:"readyToUse,omitempty"`
	Phase      string `json:"phase,omitempty"`
}
