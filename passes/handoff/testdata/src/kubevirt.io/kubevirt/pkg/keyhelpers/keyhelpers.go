// Package keyhelpers is shared code that sets an owned key for its callers. // want package:"key constants of kubevirt\\.io/api/core/v1" package:"sets owned handoff keys"
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
