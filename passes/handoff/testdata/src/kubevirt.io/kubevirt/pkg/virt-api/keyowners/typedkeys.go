package keyowners

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers"
)

// A key typed by hand is the key: HO1003 says how to spell it, and setting
// it is HO1007's finding as setting the constant is, so that typing the key
// cannot take the write out of the ownership check.
func typedLabel(vmi *v1.VirtualMachineInstance, node string) { // want typedLabel:"NodeNameLabel via v1\\.NodeNameLabel$"
	vmi.Labels["kubevirt.io/nodeName"] = node // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel` `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set$`
}

func typedConcat(vmi *v1.VirtualMachineInstance, node string) { // want typedConcat:"NodeNameLabel via v1\\.NodeNameLabel$"
	delete(vmi.Labels, "kubevirt.io/"+"nodeName") // want `HO1003: string concatenation "kubevirt\.io/" \+ "nodeName" is the handoff key v1\.NodeNameLabel` `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(delete\)`
}

// Through shared code that types the key.
func typedThroughHelper(vmi *v1.VirtualMachineInstance) { // want typedThroughHelper:"NodeNameLabel via keyhelpers\\.MarkNodeTyped→v1\\.NodeNameLabel$"
	keyhelpers.MarkNodeTyped(vmi, "node01") // want `HO1007: virt-api sets handoff key NodeNameLabel via keyhelpers\.MarkNodeTyped, which only virt-controller, virt-handler may set$`
}

// Close negatives: the key typed by hand and only read; a key of no owner
// typed by hand and set.
func typedRead(vmi *v1.VirtualMachineInstance) string {
	return vmi.Labels["kubevirt.io/nodeName"] // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
}

func typedUnowned(vmi *v1.VirtualMachineInstance, uid string) {
	vmi.Labels["kubevirt.io/created-by"] = uid // want `HO1003: string literal "kubevirt\.io/created-by" is the handoff key v1\.CreatedByLabel`
}

// A directive on the spelling leaves the ownership check standing.
func typedExcused(vmi *v1.VirtualMachineInstance, node string) { // want typedExcused:"NodeNameLabel via v1\\.NodeNameLabel$"
	//kvlint:ignore HO1003 the fixture's directive: the spelling is excused, not the write
	vmi.Labels["kubevirt.io/nodeName"] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\)`
}

// A constant of the package typed as the key stands for it wherever it is
// used: HO1003 at its declaration, HO1007 at each write through it.
const nodeLabel = "kubevirt.io/nodeName" // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`

func typedConstant(vmi *v1.VirtualMachineInstance, node string) { // want typedConstant:"NodeNameLabel via v1\\.NodeNameLabel$"
	vmi.Labels[nodeLabel] = node // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set$`
}

// Close negative: the same constant only read.
func typedConstantRead(vmi *v1.VirtualMachineInstance) bool {
	_, ok := vmi.Labels[nodeLabel]
	return ok
}

// Typed into a patch: the path of an operation that adds or removes the
// key writes it, a test reads it; a merge patch's text that puts the key
// among an object's labels sets it.
func typedPatchPath(node string) []patchOp { // want typedPatchPath:"NodeNameLabel via"
	return []patchOp{
		WithAdd("/metadata/labels/kubevirt.io~1nodeName", node),  // want `HO1003: string literal "/metadata/labels/kubevirt\.io~1nodeName" spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a JSON-patch path` `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\), which only virt-controller, virt-handler may set$`
		WithTest("/metadata/labels/kubevirt.io~1nodeName", node), // want `HO1003: string literal "/metadata/labels/kubevirt\.io~1nodeName" spells the handoff key v1\.NodeNameLabel`
	}
}

func typedPatchText() []byte { // want typedPatchText:"NodeNameLabel via"
	return []byte(`{"metadata":{"labels":{"kubevirt.io/nodeName":"n"}}}`) // want `HO1003: string literal .* spells the handoff key v1\.NodeNameLabel of kubevirt\.io/api/core/v1 in a patch's JSON text` `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch text\), which only virt-controller, virt-handler may set$`
}

// Close negative: a selector typed by hand reads the key.
func typedSelector() string {
	return "kubevirt.io/nodeName=node01" // want `HO1003: string literal "kubevirt\.io/nodeName=node01" spells the handoff key v1\.NodeNameLabel`
}

// A key typed by hand into a local first is set where the local is.
func typedHeldLocal(vmi *v1.VirtualMachineInstance, node string) { // want typedHeldLocal:"NodeNameLabel via v1\\.NodeNameLabel$"
	key := "kubevirt.io/nodeName" // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
	vmi.Labels[key] = node        // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(m\[key\] =\), which only virt-controller, virt-handler may set$`
}

func typedHeldVar(vmi *v1.VirtualMachineInstance) { // want typedHeldVar:"NodeNameLabel via v1\\.NodeNameLabel$"
	var key = "kubevirt.io/nodeName" // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
	//kvlint:ignore HO1007 the fixture's directive: a reviewed write through a local
	delete(vmi.Labels, key)
}

// Close negative: the local only read.
func typedHeldRead(vmi *v1.VirtualMachineInstance) string {
	key := "kubevirt.io/nodeName" // want `HO1003: string literal "kubevirt\.io/nodeName" is the handoff key v1\.NodeNameLabel`
	return vmi.Labels[key]
}

// A patch path typed by hand into a local first: the operation it is
// handed to adds the key; a test only reads it.
func typedHeldPath(node string) []patchOp { // want typedHeldPath:"NodeNameLabel via"
	path := "/metadata/labels/kubevirt.io~1nodeName" // want `HO1003: string literal "/metadata/labels/kubevirt\.io~1nodeName" spells the handoff key v1\.NodeNameLabel`
	return []patchOp{
		WithTest(path, node),
		WithAdd(path, node), // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(patch path\), which only virt-controller, virt-handler may set$`
	}
}
