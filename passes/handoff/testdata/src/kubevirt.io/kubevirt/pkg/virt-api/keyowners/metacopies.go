package keyowners

import (
	"maps"
	"slices"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"

	v1 "kubevirt.io/api/core/v1"
)

// A literal of a named map type handed over as labels sets its keys, as a
// map[string]string literal does; as a selector it sets none.
func namedSet(vmi *v1.VirtualMachineInstance, node string) { // want namedSet:"NodeNameLabel via"
	vmi.Labels = labels.Set{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\), which only virt-controller, virt-handler may set`
}

func namedSelector(node string) labels.Selector {
	return labels.SelectorFromSet(labels.Set{v1.NodeNameLabel: node})
}

// A map copied into an object's labels, or cloned, merged or converted on
// the way to them, sets its keys: in place or held in a local variable.
func copiedIn(vmi *v1.VirtualMachineInstance, node string) { // want copiedIn:"NodeNameLabel via"
	maps.Copy(vmi.Labels, map[string]string{v1.NodeNameLabel: node}) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

func copiedHeld(vmi *v1.VirtualMachineInstance, node string) { // want copiedHeld:"NodeNameLabel via"
	extra := map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	maps.Copy(vmi.Labels, extra)
}

func clonedHeld(vmi *v1.VirtualMachineInstance, node string) { // want clonedHeld:"NodeNameLabel via"
	m := map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	vmi.Labels = maps.Clone(m)
}

func merged(vmi *v1.VirtualMachineInstance, node string) { // want merged:"NodeNameLabel via"
	vmi.Labels = labels.Merge(vmi.Labels, labels.Set{v1.NodeNameLabel: node}) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

func converted(vmi *v1.VirtualMachineInstance, node string) { // want converted:"NodeNameLabel via"
	vmi.SetLabels(map[string]string(labels.Set{v1.NodeNameLabel: node})) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

// Close negatives: copied into a node selector, cloned for a selector.
func copiedSelector(spec *corev1.PodSpec, node string) {
	maps.Copy(spec.NodeSelector, map[string]string{v1.NodeNameLabel: node})
}

func clonedSelector(spec *corev1.PodSpec, node string) {
	spec.NodeSelector = maps.Clone(map[string]string{v1.NodeNameLabel: node})
}

// Finalizers set whole, by assignment or the setter.
func finalizersAssigned(vm *v1.VirtualMachine) { // want finalizersAssigned:"VirtualMachineControllerFinalizer via"
	vm.Finalizers = []string{v1.VirtualMachineControllerFinalizer} // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer list\)`
}

func finalizersSet(vm *v1.VirtualMachine) { // want finalizersSet:"VirtualMachineControllerFinalizer via"
	vm.SetFinalizers([]string{v1.VirtualMachineControllerFinalizer}) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer list\)`
}

// Close negative: a list the finalizers are compared with.
func finalizersEqual(vm *v1.VirtualMachine) bool {
	return slices.Equal(vm.Finalizers, []string{v1.VirtualMachineControllerFinalizer})
}

// A map whose entries a range sets one by one on an object: in place or
// held in a local variable. Ranged over to set a node selector: nothing.
func rangedHeld(vmi *v1.VirtualMachineInstance, node string) { // want rangedHeld:"NodeNameLabel via"
	extra := map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	for k, v := range extra {
		vmi.Labels[k] = v
	}
}

func rangedInPlace(vmi *v1.VirtualMachineInstance, node string) { // want rangedInPlace:"NodeNameLabel via"
	for k := range map[string]string{v1.NodeNameLabel: node} { // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
		vmi.Annotations[k] = "seen"
	}
}

func rangedSelector(spec *corev1.PodSpec, node string) {
	for k, v := range map[string]string{v1.NodeNameLabel: node} {
		spec.NodeSelector[k] = v
	}
}

// A merge patch built as the maps json.Marshal turns into its text sets
// the labels it names, as the text does; the same maps under another
// member set nothing.
func mergeMaps(node string) map[string]any { // want mergeMaps:"NodeNameLabel via"
	return map[string]any{"metadata": map[string]any{"labels": map[string]string{v1.NodeNameLabel: node}}} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

func selectorMaps(node string) map[string]any {
	return map[string]any{"spec": map[string]any{"nodeSelector": map[string]string{v1.NodeNameLabel: node}}}
}
