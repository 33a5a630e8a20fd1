package watch

import v1 "kubevirt.io/api/core/v1"

// handOff moves the VMI to the migration target.
func handOff(vmi *v1.VirtualMachineInstance) {
	if vmi.Status.MigrationState == nil {
		vmi.Status.MigrationState = &v1.MigrationState{}
	}
	vmi.Status.MigrationState.TargetNode = "node02"
	vmi.Status.MigrationState.Completed = true
	_ = vmi.Labels[v1.NodeNameLabel]
}
