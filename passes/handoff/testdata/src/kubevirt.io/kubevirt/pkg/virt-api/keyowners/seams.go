package keyowners

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers"
)

// A map returned by a package-level variable's function literal (a seam a
// test can replace), this package's or another's, is handed over as a
// declared function's is: the seam's key is set where its result becomes
// an object's labels.
var (
	labelsSeam = func(node string) map[string]string { // want labelsSeam:"NodeNameLabel via"
		return map[string]string{v1.NodeNameLabel: node} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map literal\)`
	}
	// Close negative: a seam whose map is only ever a node selector.
	selectorSeam = func(node string) map[string]string {
		return map[string]string{v1.NodeNameLabel: node}
	}
)

func metaFromSeam(node string) metav1.ObjectMeta { // want metaFromSeam:"NodeNameLabel via keyowners.labelsSeam"
	return metav1.ObjectMeta{Labels: labelsSeam(node)}
}

func metaFromSharedSeam(node string) metav1.ObjectMeta { // want metaFromSharedSeam:"NodeNameLabel via"
	return metav1.ObjectMeta{Labels: keyhelpers.PodLabelsSeam(node)} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyhelpers\.PodLabelsSeam returns\), which only virt-controller, virt-handler may set$`
}

// Close negatives: the shared seam's map as a node selector, and read.
func selectFromSeams(spec *corev1.PodSpec, node string) string {
	spec.NodeSelector = selectorSeam(node)
	spec.NodeSelector = keyhelpers.PodLabelsSeam(node)
	return keyhelpers.PodLabelsSeam(node)["kubevirt.io"]
}

func metaFromSharedSeamExcused(node string) metav1.ObjectMeta { // want metaFromSharedSeamExcused:"NodeNameLabel via"
	//kvlint:ignore HO1007 fixture: the directive case for a seam's map
	return metav1.ObjectMeta{Labels: keyhelpers.PodLabelsSeam(node)}
}
