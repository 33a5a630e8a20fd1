package keyowners

import (
	corev1 "k8s.io/api/core/v1"

	v1 "kubevirt.io/api/core/v1"
)

// A key kept in a local first is set where the local is: a variable, a
// local constant, the value variable of a range over a list of keys.
func heldVar(vmi *v1.VirtualMachineInstance, node string) { // want heldVar:"NodeNameLabel via"
	k := v1.NodeNameLabel
	vmi.Labels[k] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set$`
}

func heldConst(vmi *v1.VirtualMachineInstance) { // want heldConst:"NodeNameLabel via"
	const k = v1.NodeNameLabel
	delete(vmi.Labels, k) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(delete\)`
}

func heldRange(vmi *v1.VirtualMachineInstance, node string) { // want heldRange:"NodeNameLabel via"
	for _, k := range []string{v1.NodeNameLabel} {
		vmi.Annotations[k] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
	}
}

// Close negatives: a held key as a node selector's index, compared, or
// looked up.
func heldSelector(spec *corev1.PodSpec, node string) {
	k := v1.NodeNameLabel
	spec.NodeSelector[k] = node
}

func heldLookup(vmi *v1.VirtualMachineInstance, key string) (string, bool) {
	k := v1.NodeNameLabel
	v, ok := vmi.Labels[k]
	return v, ok && key == k
}

// A key a function literal returns into a local, and one the package
// keeps in an unexported field of its own type.
func heldLitResult(vmi *v1.VirtualMachineInstance, node string) { // want heldLitResult:"NodeNameLabel via"
	k := func() string { return v1.NodeNameLabel }()
	vmi.Labels[k] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
}

type keyStep struct {
	key  string
	note string
}

func heldField(vmi *v1.VirtualMachineInstance, node string) { // want heldField:"NodeNameLabel via"
	h := keyStep{key: v1.NodeNameLabel, note: "node"}
	vmi.Labels[h.key] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
}

// Close negative: the field's other member indexes the labels; it holds
// no key.
func heldOtherField(vmi *v1.VirtualMachineInstance, node string) {
	h := keyStep{key: v1.NodeNameLabel, note: "app"}
	vmi.Labels[h.note] = node
}
