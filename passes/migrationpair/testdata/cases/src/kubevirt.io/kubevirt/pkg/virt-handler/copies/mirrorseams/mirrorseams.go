// Package mirrorseams: mirror functions (MP1006's mirror words) that copy
// through helpers, one declared and one held in a package-level variable
// (a seam a test can replace): the seam's copies are the caller's, as a
// declared helper's are.
package mirrorseams

import v1 "kubevirt.io/api/core/v1"

func copyOutcome(target, source *v1.VirtualMachineInstanceMigrationState) {
	target.Completed = source.Completed
	target.Failed = source.Failed
}

var copyHalfOutcomeSeam = func(target, source *v1.VirtualMachineInstanceMigrationState) {
	target.Completed = source.Completed
}

func copyOtherTargetFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.TargetNode = ms.TargetState.Node
	copyOutcome(vmi.Status.MigrationState, ms)
}

// The seam leaves Failed out.
func copyOtherSourceFields(vmi *v1.VirtualMachineInstance, ms *v1.VirtualMachineInstanceMigrationState) {
	vmi.Status.MigrationState.SourceNode = ms.SourceState.Node
	copyHalfOutcomeSeam(vmi.Status.MigrationState, ms) // want `MP1006: mirror copy: copyOtherSourceFields leaves out Failed, which its mirror copyOtherTargetFields copies$`
}
