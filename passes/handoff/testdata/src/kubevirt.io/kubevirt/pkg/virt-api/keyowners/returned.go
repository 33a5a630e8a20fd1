package keyowners

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers"
	namedtest "kubevirt.io/kubevirt/pkg/keyhelpers/namedtest"
	"kubevirt.io/kubevirt/pkg/keyhelpers/podmeta"
)

// Another package's helper fills and returns a map: handing its result
// over as an object's labels or annotations sets every key in it, at the
// call, with the helper's write as a related location.
func launchMetaFrom(node string) metav1.ObjectMeta { // want launchMetaFrom:"NodeNameLabel via v1\\.NodeNameLabel"
	return metav1.ObjectMeta{Labels: keyhelpers.PodLabels(node)} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyhelpers\.PodLabels returns\), which only virt-controller, virt-handler may set`
}

func relabelFrom(vmi *v1.VirtualMachineInstance, node string) { // want relabelFrom:"NodeNameLabel via v1\\.NodeNameLabel"
	vmi.Annotations = keyhelpers.ChainedLabels(node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyhelpers\.ChainedLabels returns\)`
}

// Kept in a local variable first, set through SetLabels.
func keptFrom(vmi *v1.VirtualMachineInstance, node string) { // want keptFrom:"NodeNameLabel via v1\\.NodeNameLabel"
	labels := keyhelpers.HeldLabels(node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyhelpers\.HeldLabels returns\)`
	vmi.SetLabels(labels)
}

// Returned by a function of the package whose result is handed over; and
// through another package's helper that returns it on.
func apiLabels(node string) map[string]string { // want apiLabels:"NodeNameLabel via v1\\.NodeNameLabel"
	return keyhelpers.LiteralLabels(node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map keyhelpers\.LiteralLabels returns\)`
}

func apiMeta(node string) metav1.ObjectMeta { // want apiMeta:"NodeNameLabel via"
	return metav1.ObjectMeta{Labels: apiLabels(node), Annotations: podmeta.Labels(node)} // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map podmeta\.Labels returns\)`
}

// Shared code that hands the map over itself: judged at virt-api's call.
func sharedMeta(node string) metav1.ObjectMeta { // want sharedMeta:"NodeNameLabel via podmeta\\.Meta"
	return podmeta.Meta(node) // want `HO1007: virt-api sets handoff key NodeNameLabel via podmeta\.Meta, which only virt-controller, virt-handler may set`
}

// Close negatives: the same helpers' maps as a node selector, read, kept
// in a variable never handed over, or a helper whose map holds no owned
// key.
func selectFrom(spec *corev1.PodSpec, node string) {
	spec.NodeSelector = keyhelpers.PodLabels(node)
}

func readFrom(node string) string {
	labels := keyhelpers.PodLabels(node)
	return labels["kubevirt.io"] + podmeta.Labels(node)["kubevirt.io"]
}

func appMeta() metav1.ObjectMeta {
	return metav1.ObjectMeta{Labels: keyhelpers.AppLabels(), Annotations: keyhelpers.OtherLabels("node01")}
}

// A directive keeps a handover that was judged and accepted.
func acceptedFrom(vmi *v1.VirtualMachineInstance, node string) { // want acceptedFrom:"NodeNameLabel via v1\\.NodeNameLabel"
	//kvlint:ignore HO1007 the fixture's accepted handover
	vmi.Labels = keyhelpers.PodLabels(node)
}

// A package whose name ends in _test but whose files are ordinary code is
// read like any other.
func namedTestFrom(vmi *v1.VirtualMachineInstance, node string) { // want namedTestFrom:"NodeNameLabel via v1\\.NodeNameLabel"
	vmi.Labels = namedtest.Labels(node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map namedtest_test\.Labels returns\)`
}

// The map another package keeps in a local variable and returns, and a
// map built from it but not it.
func keptMeta(vmi *v1.VirtualMachineInstance, node string) { // want keptMeta:"NodeNameLabel via"
	vmi.Labels = podmeta.Kept(node) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(map podmeta\.Kept returns\)`
	vmi.Annotations = podmeta.Other(node)
}
