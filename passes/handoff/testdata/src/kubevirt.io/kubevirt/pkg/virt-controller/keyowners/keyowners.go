// Package keyowners is virt-controller code that sets the keys it owns: // want package:"key constants of kubevirt\\.io/api/core/v1"
// no finding.
package keyowners

import v1 "kubevirt.io/api/core/v1"

func schedule(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Labels[v1.NodeNameLabel] = node
	vmi.Finalizers = append(vmi.Finalizers, v1.VirtualMachineControllerFinalizer)
}
