package virthandler

import v1 "kubevirt.io/api/core/v1"

type MigrationTargetController struct{}

func prepareTargetPod(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Status.MigrationState.TargetNode = node
	vmi.Status.MigrationState.TargetState.Node = node
}
