// Package keyowners is virt-controller code that sets the keys it owns: // want package:"key constants of kubevirt\\.io/api/core/v1"
// no finding.
package keyowners

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers"
)

func schedule(vmi *v1.VirtualMachineInstance, node string) { // want schedule:"VirtualMachineControllerFinalizer via"
	vmi.Labels[v1.NodeNameLabel] = node
	vmi.Finalizers = append(vmi.Finalizers, v1.VirtualMachineControllerFinalizer)
}

// The owner calling the shared helper: no finding.
func relabel(vmi *v1.VirtualMachineInstance) { // want relabel:"NodeNameLabel via keyhelpers.MarkNode"
	keyhelpers.MarkNode(vmi, "node02")
}
