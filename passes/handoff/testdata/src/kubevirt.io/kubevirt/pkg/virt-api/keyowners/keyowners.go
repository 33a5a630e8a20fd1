// Package keyowners is virt-api code that touches keys other components // want package:"key constants of kubevirt\\.io/api/core/v1"
// own (HO1007): setting them is a finding, reading them is not.
package keyowners

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
)

func label(vmi *v1.VirtualMachineInstance, node string) {
	vmi.Labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set`
}

func unlabel(vmi *v1.VirtualMachineInstance) {
	delete(vmi.Labels, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(delete\), which only virt-controller, virt-handler may set`
}

func newObject(node string) metav1.ObjectMeta {
	return metav1.ObjectMeta{
		Labels:     map[string]string{v1.NodeNameLabel: node},      // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
		Finalizers: []string{v1.VirtualMachineControllerFinalizer}, // want `HO1007: virt-api sets handoff key v1\.VirtualMachineControllerFinalizer \(finalizer list\), which only virt-controller may set`
	}
}

func patch() string {
	return fmt.Sprintf(`{"metadata": {"labels": {"%s": "n"}}}`, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch text\)`
}

// Through a local alias of the object's labels.
func relabel(vmi *v1.VirtualMachineInstance, node string) {
	labels := vmi.GetLabels()
	labels[v1.NodeNameLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
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
func mirror(vmi *v1.VirtualMachineInstance, node string) {
	//kvlint:ignore HO1007 the fixture's accepted write
	vmi.Labels[v1.NodeNameLabel] = node
}
