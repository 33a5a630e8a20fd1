// Package whole: the close negative of mirrorseams, a seam that copies
// what its mirror's declared helper copies: nothing is left out.
package whole

import v1 "kubevirt.io/api/core/v1"

func copyOutcome(target, source *v1.VirtualMachineInstanceMigrationState) {
	target.Completed = source.Completed
	target.Failed = source.Failed
}

var copyOutcomeSeam = func(target, source *v1.VirtualMachineInstanceMigrationState) {
	target.Completed = source.Completed
	target.Failed = source.Failed
}

func copyRemoteTargetFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.TargetNode = ms.TargetState.Node
	copyOutcome(vmi.Status.MigrationState, ms)
}

func copyRemoteSourceFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.SourceNode = ms.SourceState.Node
	copyOutcomeSeam(vmi.Status.MigrationState, ms)
}
