// Package copies holds MP1006's copy mismatches: field-by-field copies in
// which one field takes a differently named field of the same type.
package copies

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"
)

// setMigrationProgressStatus copies the domain's migration metadata into
// the VMI's state field by field; the end is taken from the start.
func setMigrationProgressStatus(vmi *v1.VirtualMachineInstance, m *api.MigrationMetadata) {
	ms := vmi.Status.MigrationState
	if m.StartTimestamp != nil {
		ms.StartTimestamp = m.StartTimestamp
	}
	if m.EndTimestamp != nil {
		ms.EndTimestamp = m.StartTimestamp // want `MP1006: copy mismatch: setMigrationProgressStatus sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
	}
	ms.Failed = m.Failed
	ms.FailureReason = m.FailureReason
}

// copyCommonLegacyFields copies one state into another of the same type.
func copyCommonLegacyFields(target, source *v1.VirtualMachineInstanceMigrationState) {
	if source.StartTimestamp != nil {
		target.StartTimestamp = source.StartTimestamp
	}
	if source.EndTimestamp != nil {
		target.EndTimestamp = source.StartTimestamp // want `MP1006: copy mismatch: copyCommonLegacyFields sets VirtualMachineInstanceMigrationState\.EndTimestamp from source\.StartTimestamp among copies of like-named fields$`
	}
	target.Completed = source.Completed
	target.Failed = source.Completed // want `MP1006: copy mismatch: copyCommonLegacyFields sets VirtualMachineInstanceMigrationState\.Failed from source\.Completed`
}

// toMetadata builds the metadata from the state in one literal.
func toMetadata(ms *v1.VirtualMachineInstanceMigrationState) *api.MigrationMetadata {
	return &api.MigrationMetadata{
		StartTimestamp: ms.StartTimestamp, // want `MP1006: incomplete copy: toMetadata copies ms into MigrationMetadata field by field without Mode, which VirtualMachineInstanceMigrationState has$`
		EndTimestamp:   ms.StartTimestamp, // want `MP1006: copy mismatch: toMetadata sets MigrationMetadata\.EndTimestamp from ms\.StartTimestamp among copies of like-named fields$`
		Completed:      ms.Completed,
		Failed:         ms.Failed,
		FailureReason:  ms.FailureReason,
	}
}

// Close negatives.

// A default: the start stands in for an end the metadata does not have.
func withDefaultEnd(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.Completed = m.Completed
	if m.EndTimestamp == nil {
		ms.EndTimestamp = m.StartTimestamp
	}
}

// An override: the like-named copy is there, the other one replaces it
// under a condition.
func withOverride(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata, aborted bool) {
	ms.StartTimestamp = m.StartTimestamp
	ms.EndTimestamp = m.EndTimestamp
	if aborted {
		ms.EndTimestamp = m.StartTimestamp
	}
}

// A renaming between types: the backup metadata has no EndTimestamp, its
// CompletionTimestamp is the end.
func fromBackup(ms *v1.VirtualMachineInstanceMigrationState, b *api.BackupMetadata) {
	ms.StartTimestamp = b.StartTimestamp
	ms.Completed = b.Completed
	ms.EndTimestamp = b.CompletionTimestamp
}

// Legacy flat fields from the nested state: differently named by design,
// and the nested type has none of the flat names.
func copyLegacySourceFields(ms *v1.VirtualMachineInstanceMigrationState, src *v1.VirtualMachineInstanceMigrationState) {
	ms.SourceNode = src.SourceState.Node
	ms.SourcePod = src.SourceState.Pod
	ms.Failed = src.Failed
	ms.Completed = src.Completed
}

// A documented renaming (the policy's renames): the target's domain became
// ready when the migration started on it.
func targetReady(ms *v1.VirtualMachineInstanceMigrationState, other *v1.VirtualMachineInstanceMigrationState) {
	ms.TargetNodeDomainReadyTimestamp = other.StartTimestamp
	ms.StartTimestamp = other.StartTimestamp
	ms.TargetNode = other.TargetNode
}

// A field the source does not have under the destination's name.
func reasons(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.FailureReason = m.FailureReason
	ms.Failed = m.Failed
	ms.TargetNodeAddress = m.AbortStatus
}

// A copy of two fields: one like-named copy is enough to judge the other.
func startAndEnd(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.EndTimestamp = m.StartTimestamp // want `MP1006: copy mismatch: startAndEnd sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
}

// A lone assignment between two values is no field-by-field copy.
func single(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata, now *metav1.Time) {
	ms.EndTimestamp = m.StartTimestamp
	ms.StartTimestamp = now
}

// A directive with its reason.
func suppressed(ms *v1.VirtualMachineInstanceMigrationState, m *api.MigrationMetadata) {
	ms.StartTimestamp = m.StartTimestamp
	ms.Failed = m.Failed
	//kvlint:ignore MP1006 a migration that never ran ends when it was to start
	ms.EndTimestamp = m.StartTimestamp
}

// domainRecord keeps the current and the previous migration's metadata.
type domainRecord struct {
	Migration *api.MigrationMetadata
	Previous  *api.MigrationMetadata
	Backup    *api.BackupMetadata
}

// syncRecord deep-copies the record: a copy is a copy through DeepCopy too.
func syncRecord(dst, src *domainRecord) {
	dst.Migration = src.Migration.DeepCopy()
	dst.Backup = src.Backup
	dst.Previous = src.Migration.DeepCopy() // want `MP1006: copy mismatch: syncRecord sets domainRecord\.Previous from src\.Migration among copies of like-named fields$`
}
