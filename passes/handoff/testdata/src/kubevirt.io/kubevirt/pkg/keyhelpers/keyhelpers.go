// Package keyhelpers is shared code that sets an owned key for its callers. // want package:"key constants of kubevirt\\.io/api/core/v1" package:"sets owned handoff keys" package:"returns maps with owned handoff keys" package:"\\) kubevirt\\.io/nodeName}"
// It is judged at each component's call (HO1007).
package keyhelpers

import v1 "kubevirt.io/api/core/v1"

// MarkNode labels a VMI with its node.
func MarkNode(vmi *v1.VirtualMachineInstance, node string) { // want MarkNode:"NodeNameLabel via"
	vmi.Labels[v1.NodeNameLabel] = node
}

// Relabel reaches the write through another helper.
func Relabel(vmi *v1.VirtualMachineInstance) { // want Relabel:"NodeNameLabel via keyhelpers.MarkNode"
	MarkNode(vmi, "node01")
}

// NodeOf only reads the label.
func NodeOf(vmi *v1.VirtualMachineInstance) string { return vmi.Labels[v1.NodeNameLabel] }

// PodLabels fills the labels of a VMI's pod and returns them. It sets
// nothing itself: a caller that hands the map over as an object's labels
// sets the key (HO1007 at that caller, whatever package it is in).
func PodLabels(node string) map[string]string { // want PodLabels:"returns a map with kubevirt\\.io/api/core/v1\\.NodeNameLabel via v1\\.NodeNameLabel$"
	labels := map[string]string{"kubevirt.io": "virt-launcher"}
	labels[v1.NodeNameLabel] = node
	return labels
}

// LiteralLabels returns the key in a literal, ChainedLabels another
// helper's map, HeldLabels a literal kept in a variable by an unexported
// helper.
func LiteralLabels(node string) map[string]string { // want LiteralLabels:"returns a map with .*NodeNameLabel via v1\\.NodeNameLabel$"
	return map[string]string{v1.NodeNameLabel: node}
}

func ChainedLabels(node string) map[string]string { // want ChainedLabels:"returns a map with .*NodeNameLabel via keyhelpers\\.LiteralLabels→v1\\.NodeNameLabel$"
	return LiteralLabels(node)
}

func HeldLabels(node string) map[string]string { // want HeldLabels:"returns a map with .*NodeNameLabel via keyhelpers\\.heldLabels→v1\\.NodeNameLabel$"
	return heldLabels(node)
}

func heldLabels(node string) map[string]string {
	labels := map[string]string{v1.NodeNameLabel: node}
	return labels
}

// Close negatives: a map without an owned key, a map filled with the key
// but not the one returned, a set of keys, and the key's value returned.
func AppLabels() map[string]string { return map[string]string{"kubevirt.io": "virt-launcher"} }

func OtherLabels(node string) map[string]string {
	labels := map[string]string{}
	labels[v1.NodeNameLabel] = node
	return map[string]string{"kubevirt.io": "virt-launcher"}
}

func ReservedKeys() map[string]bool { return map[string]bool{v1.NodeNameLabel: true} }

func NodeLabel(labels map[string]string) string { return labels[v1.NodeNameLabel] }

// markSeam is a seam (a package-level variable holding a function
// literal, which tests replace); MarkViaSeam sets the key through it.
var markSeam = func(vmi *v1.VirtualMachineInstance, node string) { vmi.Labels[v1.NodeNameLabel] = node } // want markSeam:"NodeNameLabel via v1\\.NodeNameLabel$"

func MarkViaSeam(vmi *v1.VirtualMachineInstance) { markSeam(vmi, "node01") } // want MarkViaSeam:"NodeNameLabel via keyhelpers\\.markSeam→v1\\.NodeNameLabel$"

var PodLabelsSeam = func(node string) map[string]string { // want PodLabelsSeam:"returns a map with kubevirt\\.io/api/core/v1\\.NodeNameLabel via v1\\.NodeNameLabel$"
	labels := map[string]string{"kubevirt.io": "virt-launcher"}
	labels[v1.NodeNameLabel] = node
	return labels
}

// MarkNodeTyped sets the key typed by hand: a write of it all the same,
// judged at each component's call as MarkNode is.
func MarkNodeTyped(vmi *v1.VirtualMachineInstance, node string) { // want MarkNodeTyped:"NodeNameLabel via v1\\.NodeNameLabel$"
	vmi.Labels["kubevirt.io/nodeName"] = node // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
}
