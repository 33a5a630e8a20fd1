// Package synchronization stands in for the synchronization controller:
// each cluster copies the other's view of a decentralized migration into
// its VMI, the source's with copyLegacySourceFields, the target's with
// copyLegacyTargetFields, mirror functions (MP1006's mirror-words).
package synchronization

import v1 "kubevirt.io/api/core/v1"

// copyLegacyTargetFields copies the target's record, the outcome with it.
func copyLegacyTargetFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.TargetNode = ms.TargetState.Node
	vmi.Status.MigrationState.TargetPod = ms.TargetState.Pod
	copyCommonLegacyFields(vmi.Status.MigrationState, ms)
	vmi.Status.MigrationState.Completed = ms.Completed
	vmi.Status.MigrationState.Failed = ms.Failed
	vmi.Status.MigrationState.FailureReason = ms.FailureReason
}

// copyLegacySourceFields is its mirror: it copies the common fields
// through the helper but drops the outcome. FailureReason may stay behind
// (the policy's one-way entry: the target records its own).
func copyLegacySourceFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.SourceNode = ms.SourceState.Node
	vmi.Status.MigrationState.SourcePod = ms.SourceState.Pod
	copyCommonLegacyFields(vmi.Status.MigrationState, ms) // want `MP1006: mirror copy: copyLegacySourceFields leaves out Completed, which its mirror copyLegacyTargetFields copies$` `MP1006: mirror copy: copyLegacySourceFields leaves out Failed, which its mirror copyLegacyTargetFields copies$`
}

// copyCommonLegacyFields is the helper both call with their values.
func copyCommonLegacyFields(target, source *v1.VirtualMachineInstanceMigrationState) {
	if source.StartTimestamp != nil {
		target.StartTimestamp = source.StartTimestamp
	}
	if source.EndTimestamp != nil {
		target.EndTimestamp = source.EndTimestamp
	}
}

type SynchronizationController struct{}

// syncSourceMigrationStatus and syncTargetMigrationStatus call the mirror
// helpers: what the helpers drop is the helpers' finding, not theirs again.
func (s *SynchronizationController) syncSourceMigrationStatus(vmi *v1.VirtualMachineInstance, remote *v1.VirtualMachineInstanceStatus) {
	vmi.Status.MigrationState.SourceState = remote.MigrationState.SourceState
	copyLegacySourceFields(vmi, remote.MigrationState)
}

func (s *SynchronizationController) syncTargetMigrationStatus(vmi *v1.VirtualMachineInstance, remote *v1.VirtualMachineInstanceStatus) {
	vmi.Status.MigrationState.TargetState = remote.MigrationState.TargetState
	copyLegacyTargetFields(vmi, remote.MigrationState)
}

// Close negative: the mirror copies other values (its own metadata, not the
// remote record), so nothing is compared.
func syncTargetTimes(vmi *v1.VirtualMachineInstance, remote *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.StartTimestamp = remote.StartTimestamp
	vmi.Status.MigrationState.EndTimestamp = remote.EndTimestamp
	vmi.Status.MigrationState.Completed = remote.Completed
}

func syncSourceTimes(vmi *v1.VirtualMachineInstance, local *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.StartTimestamp = local.StartTimestamp
	vmi.Status.MigrationState.EndTimestamp = local.EndTimestamp
}

// A directive: the target's mirror leaves the mode to its own handler.
func syncTargetMode(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	//kvlint:ignore MP1006 the target's handler reads the mode from its own domain
	vmi.Status.MigrationState.Failed = ms.Failed
	vmi.Status.MigrationState.Completed = ms.Completed
}

func syncSourceMode(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.Failed = ms.Failed
	vmi.Status.MigrationState.Completed = ms.Completed
	vmi.Status.MigrationState.Mode = ms.Mode
}

// A one-way entry that names no function holds for mirror functions too:
// the source's mirror may leave AbortRequested out.
func syncTargetAbort(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.Failed = ms.Failed
	vmi.Status.MigrationState.Completed = ms.Completed
	vmi.Status.MigrationState.AbortRequested = ms.AbortRequested
}

func syncSourceAbort(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.Failed = ms.Failed
	vmi.Status.MigrationState.Completed = ms.Completed
}
