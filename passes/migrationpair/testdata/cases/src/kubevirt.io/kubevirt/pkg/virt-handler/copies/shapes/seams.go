package shapes

import v1 "kubevirt.io/api/core/v1"

// Copies in a package-level variable's function literal (a seam a test
// can replace) are that seam's, compared among its own copies and named
// after it; they were once taken for the copies of whichever function the
// walk had seen last, in any file.
var (
	copySeam = func(vmi *v1.VirtualMachineInstance, m *v1.VirtualMachineInstanceMigrationState) {
		vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
		vmi.Status.MigrationState.EndTimestamp = m.StartTimestamp // want `MP1006: copy mismatch: copySeam sets VirtualMachineInstanceMigrationState\.EndTimestamp from m\.StartTimestamp among copies of like-named fields$`
		vmi.Status.MigrationState.Completed = m.Completed
	}
	// Close negative: like-named copies only.
	copyWholeSeam = func(vmi *v1.VirtualMachineInstance, m *v1.VirtualMachineInstanceMigrationState) {
		vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
		vmi.Status.MigrationState.EndTimestamp = m.EndTimestamp
	}
	copySeamExcused = func(vmi *v1.VirtualMachineInstance, m *v1.VirtualMachineInstanceMigrationState) {
		vmi.Status.MigrationState.StartTimestamp = m.StartTimestamp
		//kvlint:ignore MP1006 fixture: the directive case inside a seam
		vmi.Status.MigrationState.EndTimestamp = m.StartTimestamp
	}
)
