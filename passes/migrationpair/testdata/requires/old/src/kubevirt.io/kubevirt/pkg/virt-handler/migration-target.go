package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

type MigrationTargetController struct{}

// The target acknowledges completion with the start and end timestamps the
// launcher recorded. The mirror entry requires nothing and still applies.
func (c *MigrationTargetController) ackMigrationCompletion(vmi *v1.VirtualMachineInstance, start, end *metav1.Time, node string) {
	ms := vmi.Status.MigrationState
	ms.StartTimestamp = start
	ms.EndTimestamp = end
	ms.Completed = true
	ms.TargetNode = node // want `MP1002: mirror drift`
}

// The abort handler under another name (handleDecentralizedAbort before a
// rename), acting on a failed migration instead of on the abort request.
func (c *MigrationTargetController) abortDecentralized(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.Failed {
		vmi.Status.MigrationState.Completed = true
	}
}
