package keyowners

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/keyhelpers/keyparams"
)

// A function that sets the key it is given, held in a local variable (a
// function of the package or another's, or a method expression), sets the
// key where the variable is called, as the function called by name does.
func viaHeldFunc(vmi *v1.VirtualMachineInstance) { // want viaHeldFunc:"NodeNameLabel via"
	set := tweak
	set(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.tweak\)`
	apply := keyparams.ApplyLabel
	apply(vmi, v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyparams\.ApplyLabel\)`
	byMethod := labeler.apply
	byMethod(labeler{}, vmi, v1.NodeNameLabel, "n") // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.labeler\.apply\)`

	// Close negatives: a held function that only looks the key up (also
	// under a setter's name), the key as the held method's value, and a held
	// setter's call excused.
	look := keyparams.Lookup
	_ = look(vmi, v1.NodeNameLabel)
	setter := keyparams.Lookup // a local's name says nothing: what it holds does
	_ = setter(vmi, v1.NodeNameLabel)
	byMethod(labeler{}, vmi, "app", v1.NodeNameLabel)
	//kvlint:ignore HO1007 fixture: a reasoned one-off through a held function
	set(vmi, v1.NodeNameLabel)
}

// The same through a function-typed field the package sets: judged by the
// functions stored there, not by the field's name.
type labelOps struct {
	setter func(vmi *v1.VirtualMachineInstance, key, value string)
	mark   func(vmi *v1.VirtualMachineInstance, k string)
}

func newLabelOps() *labelOps { return &labelOps{setter: setMeta, mark: tweak} }

func viaFields(vmi *v1.VirtualMachineInstance) { // want viaFields:"NodeNameLabel via"
	ops := newLabelOps()
	ops.mark(vmi, v1.NodeNameLabel) // want `HO1007: virt-api sets handoff key v1\.NodeNameLabel \(passed to keyowners\.tweak\)`
	// Close negative: the key as the value the stored setter sets.
	ops.setter(vmi, "app", v1.NodeNameLabel)
}
