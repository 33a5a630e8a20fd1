package virthandler

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
)

// patchField hands the path it is handed to a patch helper: a patch helper
// of its own, judged where a constant path is handed in.
func patchField(vmi *v1.VirtualMachineInstance, path string, value interface{}) *patch.PatchSet {
	return patch.New(patch.WithTest(path, nil), patch.WithReplace(path, value))
}

// patchVia hands both on.
func patchVia(path string, value interface{}) *patch.PatchSet {
	return patchField(nil, path, value)
}

// PatchReason is exported: other packages judge their calls through its
// fact.
func PatchReason(path, reason string) *patch.PatchSet { // want PatchReason:`^replace: path argument 0, value argument 1; test: path argument 0$`
	return patch.New(patch.WithReplace(path, reason), patch.WithTest(path, ""))
}

func pathsThroughParameters(vmi *v1.VirtualMachineInstance, path string) { // want pathsThroughParameters:`ActivePods via virthandler.patchVia\("/status/activePods"\); .*Phase=Scheduling via patch.GenerateTestReplacePatch\("/status/phase"\); .*Reason via virthandler.patchField\("/status/reason"\)`
	patch.GenerateTestReplacePatch("/status/phase", vmi.Status.Phase, v1.Scheduling) // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
	patchField(vmi, "/status/reason", "gone")                                        // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	patchVia("/status/activePods", nil)                                              // want `SF1003: virt-handler patches "/status/activePods", which writes v1\.VirtualMachineInstanceStatus\.ActivePods`
	// Close negatives: the handler's field and value, a path that is no
	// constant, a path outside status.
	patchField(vmi, "/status/interfaces", nil)
	patch.GenerateTestReplacePatch("/status/phase", vmi.Status.Phase, v1.Running)
	patchField(vmi, path, "gone")
	patchVia("/spec/running", true)
	//kvlint:ignore SF1003 the fixture's directive case: a reason set on the controller's behalf
	patchField(vmi, "/status/reason", "gone")
}

// PatchMigrationField is handed the end of the path: the field's name
// below the migration state, after a constant start, held in a local
// variable; a generic value.
func PatchMigrationField[T any](ps *patch.PatchSet, field string, old, new T) { // want PatchMigrationField:`^add: path "/status/migrationState/" \+ argument 1, value argument 3; test: path "/status/migrationState/" \+ argument 1, value argument 2; replace: path "/status/migrationState/" \+ argument 1, value argument 3$`
	path := "/status/migrationState/" + field
	ps.AddOption(patch.WithAdd(path, new))
	ps.AddOption(patch.WithTest(path, old), patch.WithReplace(path, new))
}

// patchStatusField hands on a shorter start: the two starts make the path.
func patchStatusField(ps *patch.PatchSet, field string, v string) {
	PatchMigrationField(ps, "targetState/"+field, "", v)
}

// reassigned changes its parameter before the patch: the argument is no
// longer the path's end.
func reassigned(ps *patch.PatchSet, field string) {
	field = "sourceNode"
	ps.AddOption(patch.WithReplace("/status/migrationState/"+field, "n"))
}

func pathEnds(vmi *v1.VirtualMachineInstance, ps *patch.PatchSet, old, new *v1.VirtualMachineInstanceMigrationState) { // want pathEnds:`MigrationState.SourceNode via virthandler.PatchMigrationField\("/status/migrationState/sourceNode"\); .*MigrationState.TargetState.NodeAddress via virthandler.patchStatusField\("/status/migrationState/targetState/nodeAddress"\); .*MigrationState.TargetNodeAddress via virthandler.PatchMigrationField\("/status/migrationState/targetNodeAddress"\)`
	PatchMigrationField(ps, "sourceNode", old.SourceNode, new.SourceNode) // want `SF1003: virt-handler patches "/status/migrationState/sourceNode", which writes v1\.VirtualMachineInstanceMigrationState\.SourceNode, which only virt-controller may write$`
	patchStatusField(ps, "nodeAddress", "10.0.0.1")
	PatchMigrationField(ps, "targetNodeAdress", "", "") // want `SF1004: JSON patch path "/status/migrationState/targetNodeAdress" maps to no field of v1\.VirtualMachineInstanceStatus: v1\.VirtualMachineInstanceMigrationState has no json field "targetNodeAdress" \(did you mean "targetNodeAddress"\?\)$`
	// Close negatives: a field the handler owns, an end that is no
	// constant, a parameter reassigned before the patch.
	PatchMigrationField(ps, "targetNodeAddress", old.TargetNodeAddress, new.TargetNodeAddress)
	PatchMigrationField(ps, vmi.Name, "", "")
	reassigned(ps, "targetNode")
}

// A path held in a local variable assigned once is that constant; one
// assigned on several branches may be each of them.
func pathInVariable(ps *patch.PatchSet, reassign bool, field string) { // want pathInVariable:`ActivePods via patch.WithRemove\("/status/activePods"\); .*Interfaces via patch.WithRemove\("/status/interfaces"\); .*Reason via patch.WithReplace\("/status/reason"\)$`
	path := "/status/activePods"
	ps.AddOption(patch.WithRemove(path)) // want `SF1003: virt-handler patches "/status/activePods", which writes v1\.VirtualMachineInstanceStatus\.ActivePods, which only virt-controller may write$`
	other := "/status/interfaces"
	if reassign {
		other = "/status/reason"
	}
	ps.AddOption(patch.WithReplace(other, nil)) // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	// Close negatives: the handler's own field on both branches, and a
	// path a later += changes (built at run time).
	own := "/status/interfaces"
	if reassign {
		own = "/status/interfaces/0"
	}
	ps.AddOption(patch.WithReplace(own, nil))
	built := "/status/reason"
	built += field
	ps.AddOption(patch.WithReplace(built, nil))
	// A directive on one of the branches' patch.
	again := "/status/activePods"
	if reassign {
		again = "/status/interfaces"
	}
	//kvlint:ignore SF1003 the active pods are cleared here only after virt-controller's final sync
	ps.AddOption(patch.WithRemove(again))
}

// nested hands its own parameter back to itself behind a longer start: the
// paths it makes that way are built at run time (a call of a function by
// itself adds no path parameter), so only its own patch counts, of a field
// the handler owns: no finding, and no path the recursion would spell
// ("/status/migrationState/targetState/targetNodeAddress").
func nested(ps *patch.PatchSet, field string, depth int) {
	if depth > 0 {
		nested(ps, "targetState/"+field, depth-1)
	}
	ps.AddOption(patch.WithReplace("/status/migrationState/"+field, nil))
}

// The path fits a VMI's and a migration's status and nothing here names
// either: accepted, as the handler owns it, and no fact.
func nestedCaller(ps *patch.PatchSet) { nested(ps, "targetNodeAddress", 2) }
