package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationTargetController struct{}

func (c *MigrationTargetController) setProgress(vmi *v1.VirtualMachineInstance, meta *MigrationMetadata) {
	if meta.StartTimestamp != nil {
		vmi.Status.MigrationState.StartTimestamp = meta.StartTimestamp
	}
	if meta.Failed {
		vmi.Status.MigrationState.Failed = true
		vmi.Status.MigrationState.Completed = true
		vmi.Status.MigrationState.EndTimestamp = meta.EndTimestamp
		vmi.Status.MigrationState.FailureReason = meta.FailureReason
	}
	vmi.Status.MigrationState.Mode = meta.Mode
}

// Half a record: failed and completed, but no end timestamp, which the
// source always keeps with Failed.
func (c *MigrationTargetController) markAborted(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Failed = true // want `MP1005: one-sided progress: the target side's failure transition in MigrationTargetController.markAborted writes MigrationState.Failed without MigrationState.EndTimestamp$`
	vmi.Status.MigrationState.Completed = true
	vmi.Status.MigrationState.FailureReason = "Live migration has been aborted"
}

// The end timestamp is tested before the failure is recorded: the record is
// whole on every path to the write.
func (c *MigrationTargetController) finishAbort(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState.EndTimestamp == nil {
		return
	}
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}

// A two-phase completion: the end timestamp first (without Completed), and
// Completed later, in a step reached only after testing the end timestamp.
// The start fallback leaves out Mode, which the policy declares one-sided.
func (c *MigrationTargetController) ackCompletion(vmi *v1.VirtualMachineInstance, meta *MigrationMetadata) {
	if vmi.Status.MigrationState.StartTimestamp == nil {
		vmi.Status.MigrationState.StartTimestamp = meta.StartTimestamp
	}
	vmi.Status.MigrationState.EndTimestamp = meta.EndTimestamp
}

func needsFinalization(ms *v1.VirtualMachineInstanceMigrationState) bool {
	return ms != nil && ms.EndTimestamp != nil && !ms.Completed && !ms.Failed
}

func (c *MigrationTargetController) process(vmi *v1.VirtualMachineInstance) {
	if needsFinalization(vmi.Status.MigrationState) {
		c.finalize(vmi)
	}
}

func (c *MigrationTargetController) finalize(vmi *v1.VirtualMachineInstance) {
	vmi.Status.MigrationState.Completed = true
}

func (c *MigrationTargetController) markCancelled(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1005 a cancelled target never started; the source records the end
	vmi.Status.MigrationState.Failed = true
	vmi.Status.MigrationState.Completed = true
}
