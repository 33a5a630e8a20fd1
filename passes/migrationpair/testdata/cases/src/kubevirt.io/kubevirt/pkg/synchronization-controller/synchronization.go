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

// Mirrors under other names: takeRemoteTarget and recordSourceCluster copy
// one record into a status in the two directions (TargetNode against
// SourceNode). They are paired by what they copy, so a name that is not the
// other's with the words swapped cannot take them out of the comparison.
func takeRemoteTarget(status *v1.VirtualMachineInstanceStatus, record *v1.VirtualMachineInstanceMigrationState) {
	status.MigrationState.TargetNode = record.TargetState.Node
	status.MigrationState.TargetPod = record.TargetState.Pod
	status.MigrationState.Completed = record.Completed
	status.MigrationState.Failed = record.Failed
}

func recordSourceCluster(status *v1.VirtualMachineInstanceStatus, record *v1.VirtualMachineInstanceMigrationState) {
	status.MigrationState.SourceNode = record.SourceState.Node
	status.MigrationState.SourcePod = record.SourceState.Pod
	status.MigrationState.Completed = record.Completed // want `MP1006: mirror copy: recordSourceCluster leaves out Failed, which its mirror takeRemoteTarget copies$`
}

// A second source-side copy of the same record ties with
// recordSourceCluster as takeRemoteTarget's mirror: both are compared, so
// adding such a function cannot switch the comparison above off.
func recordSourceAgain(status *v1.VirtualMachineInstanceStatus, record *v1.VirtualMachineInstanceMigrationState) {
	status.MigrationState.SourceNode = record.SourceState.Node
	status.MigrationState.SourcePod = record.SourceState.Pod
	status.MigrationState.Failed = record.Failed // want `MP1006: mirror copy: recordSourceAgain leaves out Completed, which its mirror takeRemoteTarget copies$`
}

// Close negative: a third function copying the same record one way only
// (no mirror-worded field) has no mirror of its own.
func recordOutcome(status *v1.VirtualMachineInstanceStatus, record *v1.VirtualMachineInstanceMigrationState) {
	status.MigrationState.Completed = record.Completed
	status.MigrationState.Failed = record.Failed
}

// Close negative: a function that fills both sides (a pod handoff) mirrors
// nothing, so the source-only function copying the same record is not
// compared with it.
func handOffBothSides(dst *v1.VirtualMachineInstanceStatus, from *v1.VirtualMachineInstanceMigrationState) {
	dst.MigrationState.TargetNode = from.TargetState.Node
	dst.MigrationState.TargetPod = from.TargetState.Pod
	dst.MigrationState.SourceNode = from.SourceState.Node
	dst.MigrationState.SourcePod = from.SourceState.Pod
	dst.MigrationState.Completed = from.Completed
	dst.MigrationState.Failed = from.Failed
}

func fillSourceSide(dst *v1.VirtualMachineInstanceStatus, from *v1.VirtualMachineInstanceMigrationState) {
	dst.MigrationState.SourceNode = from.SourceState.Node
	dst.MigrationState.SourcePod = from.SourceState.Pod
	dst.MigrationState.Completed = from.Completed
}

// The flat legacy fields hold a side's record under the side's name
// (TargetPod from TargetState.Pod): a mirror that leaves one out loses it
// as surely as a like-named field, whatever the two functions are called
// and however the record is held.
func adoptTargetRecord(vmi *v1.VirtualMachineInstance, remote *v1.VirtualMachineInstanceMigrationState) {
	target := remote.TargetState
	vmi.Status.MigrationState.TargetNode = target.Node // want `MP1006: mirror copy: adoptTargetRecord leaves out TargetPod, which its mirror adoptSourceRecord copies$`
	// The source side has no field of this name: nothing to compare.
	vmi.Status.MigrationState.TargetCPUSet = target.CPUSet
}

func adoptSourceRecord(vmi *v1.VirtualMachineInstance, remote *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.SourceNode = remote.SourceState.Node
	vmi.Status.MigrationState.SourcePod = remote.SourceState.Pod
}
