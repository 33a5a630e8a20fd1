package virthandler

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
)

// The target keeps the progress record of a decentralized migration itself.
func (c *MigrationTargetController) setDecentralizedProgress(vmi *v1.VirtualMachineInstance, failed bool, end *metav1.Time) {
	if failed {
		vmi.Status.MigrationState.Failed = true
		vmi.Status.MigrationState.Completed = true
		vmi.Status.MigrationState.EndTimestamp = end
	}
}

// The abort handler exists, but acts on a failed migration instead of on the
// abort request: the target never reads AbortRequested, the regression the
// signal entry is there to catch.
func (c *MigrationTargetController) handleDecentralizedAbort(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.Failed {
		c.setDecentralizedProgress(vmi, true, now())
	}
}
