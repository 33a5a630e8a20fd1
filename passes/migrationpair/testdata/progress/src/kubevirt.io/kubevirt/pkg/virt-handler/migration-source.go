package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationSourceController struct{}

// The failed flag is copied from the metadata and its companions are written
// where it holds: the transition is the branch on meta.Failed.
func (c *MigrationSourceController) setProgress(vmi *v1.VirtualMachineInstance, meta *MigrationMetadata) {
	if meta.StartTimestamp != nil {
		vmi.Status.MigrationState.StartTimestamp = meta.StartTimestamp
	}
	vmi.Status.MigrationState.Failed = meta.Failed
	if meta.Failed {
		vmi.Status.MigrationState.Completed = true
		vmi.Status.MigrationState.EndTimestamp = meta.EndTimestamp
		vmi.Status.MigrationState.FailureReason = meta.FailureReason
	}
	vmi.Status.MigrationState.Mode = meta.Mode
}

// The end timestamp is tested and set when missing: every path keeps it.
func (c *MigrationSourceController) markUnknownHost(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.Failed = true
	if vmi.Status.MigrationState.EndTimestamp == nil {
		vmi.Status.MigrationState.EndTimestamp = now()
	}
}

// A successful completion keeps the end and Completed; a failure reason
// belongs to failures only.
func (c *MigrationSourceController) markCompleted(vmi *v1.VirtualMachineInstance, meta *MigrationMetadata) {
	vmi.Status.MigrationState.EndTimestamp = meta.EndTimestamp
	vmi.Status.MigrationState.Completed = true
}
