// Package v1alpha1 is a hand-written stand-in for KubeVirt's backup API:
// an object that holds its status by pointer, a status whose conditions are
// apimachinery's, written with meta.SetStatusCondition.
package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type VirtualMachineBackup struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            *VirtualMachineBackupStatus `json:"status,omitempty"`
}

type VirtualMachineBackupStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	Phase      string             `json:"phase,omitempty"`
}
