// Package v1 is a hand-written stand-in for KubeVirt's core API types: the
// shapes the cleanup-path fixtures need.
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

type VirtualMachineInstance struct {
	metav1.ObjectMeta
	Status VirtualMachineInstanceStatus
}

type VirtualMachineInstanceStatus struct {
	Phase          string
	NodeName       string
	MigrationState *VirtualMachineInstanceMigrationState
}

type VirtualMachineInstanceMigrationState struct {
	StartTimestamp         *metav1.Time
	EndTimestamp           *metav1.Time
	Completed              bool
	Failed                 bool
	AbortRequested         bool
	TargetAttachmentPodUID types.UID
	SourceVMIUID           *types.UID
}

func (v *VirtualMachineInstance) IsFinal() bool {
	return v.Status.Phase == "Failed" || v.Status.Phase == "Succeeded"
}

func (v *VirtualMachineInstance) DeepCopy() *VirtualMachineInstance { c := *v; return &c }
