package keyowners

import (
	v1 "kubevirt.io/api/core/v1"
)

// A method that sets the key it is given, called as a method expression
// ((labeler).apply(l, vmi, k, v)): the key stands one argument on, after
// the receiver. (Named so that the name rule for Add…/Set…/Remove… calls
// plays no part.)
type labeler struct{}

func (labeler) apply(vmi *v1.VirtualMachineInstance, k, v string) { vmi.Labels[k] = v }

func viaMethodExpr(vmi *v1.VirtualMachineInstance) { // want viaMethodExpr:"NodeNameLabel via"
	labeler.apply(labeler{}, vmi, v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.labeler\.apply\)`
}

// Close negatives: the key as the value of the same method; as the key of
// a method call, whose arguments are its parameters.
func valueByMethodExpr(vmi *v1.VirtualMachineInstance) {
	labeler.apply(labeler{}, vmi, "app", v1.NodeNameLabel)
	labeler{}.apply(vmi, "app", v1.NodeNameLabel)
}

func viaMethodCall(vmi *v1.VirtualMachineInstance) { // want viaMethodCall:"NodeNameLabel via"
	labeler{}.apply(vmi, v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.labeler\.apply\)`
}
