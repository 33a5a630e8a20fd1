// Package cbt stands in for a shared storage package that patches a VMI and
// calls the shared controller helpers.
package cbt

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/controller"
)

// EvacuationPatch builds a patch: the write is the patch operation.
func EvacuationPatch(node string) *patch.PatchSet { // want EvacuationPatch:`EvacuationNodeName via patch.WithAdd\("/status/evacuationNodeName"\)$`
	return patch.New(patch.WithAdd("/status/evacuationNodeName", node))
}

// FailBackup reaches MarkFailed in another shared package.
func FailBackup(vmi *v1.VirtualMachineInstance) { // want FailBackup:`Phase=Failed via controller.MarkFailed→v1.VirtualMachineInstanceStatus.Phase=Failed; .*Reason via controller.MarkFailed→controller.setReason→v1.VirtualMachineInstanceStatus.Reason$` FailBackup:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Phase=Failed \(migration target\)$`
	controller.MarkFailed(vmi, "backup failed")
}

// PatchTracker patches another kind's status (a backup tracker): its path
// names no field of an owned type and is no typo of one.
func PatchTracker() *patch.PatchSet {
	return patch.New(patch.WithRemove("/status/checkpointRedefinitionRequired"))
}

// CompleteMigration deals with a VMI only: the path that fits a VMI and a
// migration is the VMI's, so the write is attributed.
func CompleteMigration(vmi *v1.VirtualMachineInstance) *patch.PatchSet { // want CompleteMigration:`^kubevirt.io/api/core/v1.VirtualMachineInstanceMigrationState.Completed via patch.WithAdd\("/status/migrationState/completed"\); kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.MigrationState.Completed via patch.WithAdd\("/status/migrationState/completed"\)$`
	return patch.New(patch.WithAdd("/status/migrationState/completed", true))
}
