// Package keyowners is virt-api code that touches keys other components // want package:"key constants of kubevirt\\.io/api/core/v1" package:"\\) kubevirt\\.io/created-by kubevirt\\.io/nodeName}"
// own (HO1007): setting them is a finding, reading them is not.
package keyowners

import (
	"fmt"
	"strings"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers"
)

func label(vmi *v1.VirtualMachineInstance, node string) { // want label:"NodeNameLabel via"
	vmi.Labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set`
}

func unlabel(vmi *v1.VirtualMachineInstance) { // want unlabel:"NodeNameLabel via"
	delete(vmi.Labels, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(delete\), which only virt-controller, virt-handler may set`
}

func newObject(node string) metav1.ObjectMeta { // want newObject:"VirtualMachineControllerFinalizer via"
	return metav1.ObjectMeta{
		Labels:     map[string]string{v1.NodeNameLabel: node},      // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
		Finalizers: []string{v1.VirtualMachineControllerFinalizer}, // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer list\), which only virt-controller may set`
	}
}

func patch() string { // want patch:"NodeNameLabel via"
	return fmt.Sprintf(`{"metadata": {"labels": {"%s": "n"}}}`, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch text\)`
}

// Through a local alias of the object's labels.
func relabel(vmi *v1.VirtualMachineInstance, node string) { // want relabel:"NodeNameLabel via"
	labels := vmi.GetLabels()
	labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
}

// Labels built in a local map and handed over whole are set on the object
// all the same: a literal stored first, a key put into a fresh map, a
// declared map given to SetAnnotations, a literal given to SetLabels.
func build(vmi *v1.VirtualMachineInstance, node string) { // want build:"NodeNameLabel via"
	labels := map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	vmi.ObjectMeta.Labels = labels
}

func fill(node string) metav1.ObjectMeta { // want fill:"NodeNameLabel via"
	labels := map[string]string{}
	labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
	return metav1.ObjectMeta{Labels: labels}
}

func annotate(vmi *v1.VirtualMachineInstance, node string) { // want annotate:"NodeNameLabel via"
	var annotations = map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	vmi.SetAnnotations(annotations)
}

func replace(vmi *v1.VirtualMachineInstance, node string) { // want replace:"NodeNameLabel via"
	vmi.SetLabels(map[string]string{v1.NodeNameLabel: node}) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

// A local map that becomes a node selector, built either way, sets the
// label on no object.
func selectNode(spec *corev1.PodSpec, node string) {
	sel := map[string]string{v1.NodeNameLabel: node}
	spec.NodeSelector = sel
	extra := map[string]string{}
	extra[v1.NodeNameLabel] = node
	spec.NodeSelector = extra
}

// A finalizer filtered out of a copy of the object's list is removed: the
// element kept when it differs, or skipped when it matches, from the
// object's field or its getter.
func dropFinalizer(vm *v1.VirtualMachine) []string { // want dropFinalizer:"VirtualMachineControllerFinalizer via"
	var kept []string
	for _, f := range vm.Finalizers {
		if f != v1.VirtualMachineControllerFinalizer { // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer filter\), which only virt-controller may set`
			kept = append(kept, f)
		}
	}
	return kept
}

func skipFinalizer(vm *v1.VirtualMachine) []string { // want skipFinalizer:"VirtualMachineControllerFinalizer via"
	kept := []string{}
	for _, f := range vm.GetFinalizers() {
		if v1.VirtualMachineControllerFinalizer == f { // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer filter\)`
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// A finalizer appended to a copy of the object's list is added: the copy
// filled by copy, assigned the list, or cloned.
func addByCopy(vm *v1.VirtualMachine) []string { // want addByCopy:"VirtualMachineControllerFinalizer via"
	fins := make([]string, len(vm.Finalizers))
	copy(fins, vm.Finalizers)
	fins = append(fins, v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(append to a copy\)`
	return fins
}

func addToClone(vm *v1.VirtualMachine) []string { // want addToClone:"VirtualMachineControllerFinalizer via"
	fins := append([]string{}, vm.GetFinalizers()...)
	return append(fins, v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(append to a copy\)`
}

// Close negatives: looking for the finalizer, copying every finalizer
// while looking, and filtering a list that is no object's.
func hasFinalizer(vm *v1.VirtualMachine) bool {
	for _, f := range vm.Finalizers {
		if f == v1.VirtualMachineControllerFinalizer {
			return true
		}
	}
	return false
}

func copyAndLook(vm *v1.VirtualMachine) ([]string, bool) {
	var all []string
	found := false
	for _, f := range vm.Finalizers {
		all = append(all, f)
		if f == v1.VirtualMachineControllerFinalizer {
			found = true
		}
	}
	return all, found
}

// A list of names that is no copy of an object's finalizers.
func appendName(vm *v1.VirtualMachine) []string {
	names := []string{vm.Name}
	return append(names, v1.VirtualMachineControllerFinalizer)
}

func filterNames(names []string) []string {
	var kept []string
	for _, n := range names {
		if n != v1.VirtualMachineControllerFinalizer {
			kept = append(kept, n)
		}
	}
	return kept
}

// A JSON patch that adds, replaces or removes the key, escaped in the
// path, sets it; a test operation reads it.
func escapeJSONPointer(s string) string { return strings.ReplaceAll(s, "/", "~1") }

type patchOp struct {
	op, path string
	value    any
}

func WithAdd(path string, value any) patchOp  { return patchOp{"add", path, value} }
func WithRemove(path string) patchOp          { return patchOp{"remove", path, ""} }
func WithTest(path string, value any) patchOp { return patchOp{"test", path, value} }

func patchLabel(node string) patchOp { // want patchLabel:"NodeNameLabel via"
	return WithAdd(fmt.Sprintf("/metadata/labels/%s", escapeJSONPointer(v1.NodeNameLabel)), node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
}

// A patch that adds the whole map sets its keys, in place or through a
// local map; one that only tests the map reads them.
func patchAllLabels(node string) []patchOp { // want patchAllLabels:"NodeNameLabel via"
	labels := map[string]string{}
	labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
	return []patchOp{
		WithAdd("/metadata/labels", map[string]string{v1.NodeNameLabel: node}), // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
		WithAdd("/metadata/labels", labels),
		WithTest("/metadata/labels", map[string]string{v1.NodeNameLabel: node}),
	}
}

func unpatchLabel() []patchOp { // want unpatchLabel:"NodeNameLabel via"
	path := "/metadata/labels/" + escapeJSONPointer(v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
	return []patchOp{
		WithTest("/metadata/labels/"+escapeJSONPointer(v1.NodeNameLabel), "n"),
		WithRemove("/metadata/labels/" + escapeJSONPointer(v1.NodeNameLabel)), // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
		WithRemove(path),
	}
}

// A path kept in a local variable first is followed to the operations of
// the function that take it: any add or remove writes the key.
func retestLabel(node string) []patchOp { // want retestLabel:"NodeNameLabel via"
	var path = fmt.Sprintf("/metadata/labels/%s", escapeJSONPointer(v1.NodeNameLabel)) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
	return []patchOp{WithTest(path, "old"), WithAdd(path, node)}
}

// Close negatives: a kept path only tested reads the key; a variable
// assigned twice holds no one path; one no operation takes is no patch.
func testHeldLabel() patchOp {
	path := fmt.Sprintf("/metadata/labels/%s", escapeJSONPointer(v1.NodeNameLabel))
	return WithTest(path, "n")
}

func twoPaths(annotations bool) patchOp {
	path := "/metadata/labels/" + escapeJSONPointer(v1.NodeNameLabel)
	if annotations {
		path = "/metadata/annotations/x"
	}
	return WithRemove(path)
}

func printedPath() string {
	path := "/metadata/labels/" + escapeJSONPointer(v1.NodeNameLabel)
	return fmt.Sprint(path)
}

// A copy the function makes, or a path it keeps, is followed into a
// closure the function runs (a retry, a conflict loop): the variable is
// the function's, assigned outside the closure or inside it.
func addInRetry(vm *v1.VirtualMachine, retry func(func())) []string { // want addInRetry:"VirtualMachineControllerFinalizer via"
	fins := make([]string, len(vm.Finalizers))
	copy(fins, vm.Finalizers)
	retry(func() {
		fins = append(fins, v1.VirtualMachineControllerFinalizer) // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(append to a copy\)`
	})
	return fins
}

func patchInRetry(node string, retry func(func())) patchOp { // want patchInRetry:"NodeNameLabel via"
	var path string
	retry(func() {
		path = fmt.Sprintf("/metadata/labels/%s", escapeJSONPointer(v1.NodeNameLabel)) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\)`
	})
	return WithAdd(path, node)
}

// Close negatives: a closure's own list that is no copy, and a path kept
// in a closure that the function only tests.
func appendNameInRetry(vm *v1.VirtualMachine, retry func(func())) {
	retry(func() {
		names := []string{vm.Name}
		_ = append(names, v1.VirtualMachineControllerFinalizer)
	})
}

func testInRetry(retry func(func())) patchOp {
	var path string
	retry(func() {
		path = fmt.Sprintf("/metadata/labels/%s", escapeJSONPointer(v1.NodeNameLabel))
	})
	return WithTest(path, "n")
}

// A map a function of the package fills and returns is the object's
// labels where a caller hands the call's result over, also through
// another function that returns it.
func launchLabels(node string) map[string]string { // want launchLabels:"NodeNameLabel via"
	labels := map[string]string{}
	labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
	return labels
}

func literalLabels(node string) map[string]string { // want literalLabels:"NodeNameLabel via"
	return map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
}

func chainedLabels(node string) map[string]string { // want chainedLabels:"NodeNameLabel via keyowners.literalLabels"
	return literalLabels(node)
}

func launchMeta(node string) metav1.ObjectMeta { // want launchMeta:"NodeNameLabel via keyowners.launchLabels"
	return metav1.ObjectMeta{Labels: launchLabels(node), Annotations: chainedLabels(node)}
}

// Close negatives: a map a function returns for a node selector, or for
// no one, is no object's labels.
func selectorFor(node string) map[string]string {
	return map[string]string{v1.NodeNameLabel: node}
}

func unusedLabels(node string) map[string]string {
	labels := map[string]string{}
	labels[v1.NodeNameLabel] = node
	return labels
}

func scheduleOn(spec *corev1.PodSpec, node string) {
	spec.NodeSelector = selectorFor(node)
}

// Selecting nodes by the label sets it on no object: a pod's node
// selector, in place or built as a literal.
func place(spec *corev1.PodSpec, node string) corev1.PodSpec {
	spec.NodeSelector[v1.NodeNameLabel] = node
	return corev1.PodSpec{NodeSelector: map[string]string{v1.NodeNameLabel: node}}
}

// Close negatives: reading the key, keeping a set of keys users may not
// set, a selector, and a key no entry owns.
var restricted = map[string]bool{v1.NodeNameLabel: true}

func node(vmi *v1.VirtualMachineInstance) (string, bool) {
	n, ok := vmi.Labels[v1.NodeNameLabel]
	return n, ok && !restricted["x"]
}

func selector(node string) string { return fmt.Sprintf("%s=%s", v1.NodeNameLabel, node) }

func created(vmi *v1.VirtualMachineInstance) { vmi.Labels[v1.CreatedByLabel] = "api" }

// A directive keeps a site that was judged and accepted.
func mirror(vmi *v1.VirtualMachineInstance, node string) { // want mirror:"NodeNameLabel via"
	//kvlint:ignore HO1007 the fixture's accepted write
	vmi.Labels[v1.NodeNameLabel] = node
}

// Through shared code: reported at virt-api's call, with the chain; a call
// that only reads is not.
func viaHelper(vmi *v1.VirtualMachineInstance) string { // want viaHelper:"NodeNameLabel via keyhelpers.Relabel"
	keyhelpers.Relabel(vmi) // want `HO1007: virt-api sets handoff key NodeNameLabel via keyhelpers\.Relabel, which only virt-controller, virt-handler may set`
	return keyhelpers.NodeOf(vmi)
}

// A shared helper that sets the key through its package's seam (a
// package-level variable holding a function literal) sets it.
func viaSeam(vmi *v1.VirtualMachineInstance) { // want viaSeam:"NodeNameLabel via keyhelpers.MarkViaSeam→keyhelpers.markSeam→"
	keyhelpers.MarkViaSeam(vmi) // want `HO1007: virt-api sets handoff key NodeNameLabel via keyhelpers\.MarkViaSeam, which only virt-controller, virt-handler may set`
}
