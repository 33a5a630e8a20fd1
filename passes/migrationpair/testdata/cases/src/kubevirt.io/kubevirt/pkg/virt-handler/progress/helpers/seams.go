package helpers

import v1 "kubevirt.io/api/core/v1"

// Helpers held in package-level variables (seams a test can replace) are
// helpers of no side like declared ones: a call is the caller's
// transition, with what the seam keeps on every path. Before, a source
// failing through a seam that leaves the end out was out of the
// comparison.
var (
	markFailedSeam = func(ms *v1.VirtualMachineInstanceMigrationState) {
		ms.EndTimestamp = stamp()
		ms.Failed = true
		ms.Completed = true
	}
	markFailedOnlySeam = func(ms *v1.VirtualMachineInstanceMigrationState) {
		ms.Completed = true
		ms.Failed = true
	}
	// Ends the record only when asked: not on every path.
	markFailedMaybeEndSeam = func(ms *v1.VirtualMachineInstanceMigrationState, end bool) {
		ms.Completed = true
		ms.Failed = true
		if end {
			ms.EndTimestamp = stamp()
		}
	}
)

func (c *MigrationSourceController) failByHalfSeam(vmi *v1.VirtualMachineInstance) {
	markFailedOnlySeam(vmi.Status.MigrationState) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failByHalfSeam writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
}

func (c *MigrationSourceController) failByMaybeSeam(vmi *v1.VirtualMachineInstance, end bool) {
	markFailedMaybeEndSeam(vmi.Status.MigrationState, end) // want `MP1005: one-sided progress: the source side's failure transition in MigrationSourceController\.failByMaybeSeam writes MigrationState\.Failed without MigrationState\.EndTimestamp$`
}

// Close negatives: the whole record through a seam, and the half seam
// followed by the end in the caller.
func (c *MigrationSourceController) failBySeam(vmi *v1.VirtualMachineInstance) {
	markFailedSeam(vmi.Status.MigrationState)
}

func (c *MigrationSourceController) failByHalfSeamThenEnd(vmi *v1.VirtualMachineInstance) {
	markFailedOnlySeam(vmi.Status.MigrationState)
	vmi.Status.MigrationState.EndTimestamp = stamp()
}

func (c *MigrationSourceController) failByHalfSeamExcused(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1005 fixture: the directive case for a transition through a seam
	markFailedOnlySeam(vmi.Status.MigrationState)
}
