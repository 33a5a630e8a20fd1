package virthandler

import (
	"fmt"
	"strings"

	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/apimachinery/patch"
	"kubevirt.io/kubevirt/pkg/controller"
)

// Status patches written as JSON text: JSON-patch operations, alone or in
// a list, and merge patches, each operation judged as a helper's would be.
func textPatches(vmi *v1.VirtualMachineInstance, reason, node string) [][]byte { // want textPatches:`ActivePods via remove "/status/activePods" in JSON text; .*Interfaces via merge "/status/interfaces" in JSON text; .*Reason via merge "/status/reason" in JSON text$`
	return [][]byte{
		[]byte(fmt.Sprintf(`{ "op": "replace", "path": "/status/reason", "value": "%s" }`, reason)),                             // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
		[]byte(`[{"op": "test", "path": "/status/phase", "value": "Running"}, {"op": "remove", "path": "/status/activePods"}]`), // want `SF1003: virt-handler patches "/status/activePods", which writes v1\.VirtualMachineInstanceStatus\.ActivePods`
		[]byte(fmt.Sprintf(`{"status":{"reason":%q,"interfaces":[]}}`, reason)),                                                 // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason`
		[]byte(fmt.Sprintf(`{"status":{"migrationState":{"targetNode":"%s"}}}`, node)),                                          // want `SF1003: virt-handler patches "/status/migrationState/targetNode", which writes v1\.VirtualMachineInstanceMigrationState\.TargetNode`
		[]byte(`{"op": "add", "path": "/status/migrationState/targetNodee", "value": "n"}`),                                     // want `SF1004: JSON patch path "/status/migrationState/targetNodee" maps to no field of v1\.VirtualMachineInstanceStatus`
		controller.ReasonPatch(reason), // want `SF1001: virt-handler, through controller\.ReasonPatch, writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	}
}

// Close negatives: fields the handler owns, a test, another kind's status
// field, a path outside status, text that is no patch, and the directive.
func textNegatives(vmi *v1.VirtualMachineInstance, ifaces []byte) []string { // want textNegatives:`GuestOSInfo.Name via merge "/status/guestOSInfo/name" in JSON text; .*Interfaces via merge .*Reason via replace "/status/reason" in JSON text$`
	//kvlint:ignore SF1003 the fixture's directive case: a reason the handler sets on the controller's behalf
	reason := `{"op": "replace", "path": "/status/reason", "value": "gone"}`
	return []string{
		reason,
		fmt.Sprintf(`[{"op": "test", "path": "/status/interfaces", "value": null}, {"op": "replace", "path": "/status/interfaces", "value": %s}]`, ifaces),
		`{"op": "test", "path": "/status/reason", "value": ""}`,
		`{"status":{"checkpointRedefinitionRequired":true}}`,
		`{"status":{"interfaces":null,"guestOSInfo":{"name":"fedora"}}}`,
		`[{"op": "replace", "path": "/metadata/labels/status", "value": "x"}]`,
		"cannot patch /status/reason: the VMI is gone",
		`Example: '{"op": "replace", "path": "/status/reason"}'`,
	}
}

// reasonPatch is reported where a call is handed it, not here.
const reasonPatch = `{"status":{"reason":"gone"}}`

func constantText() []byte { // want constantText:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via merge "/status/reason" in JSON text$`
	return []byte(reasonPatch) // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
}

// phasePatch is a named constant's text: read where a call is handed it.
const phasePatch = `[{"op": "test", "path": "/status/phase", "value": "%s"}, {"op": "replace", "path": "/status/phase", "value": "%s"}]`

// The value a text stores in a field with per-value owners: written in the
// text, or the argument a verb stands for.
func textValues(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase, ready bool) [][]byte { // want textValues:`Phase via replace "/status/phase" in JSON text; .*Phase=Pending via merge .*Phase=Running via replace .*Phase=Scheduling via replace "/status/phase" in JSON text$`
	next := v1.Scheduling
	if ready {
		next = v1.Running
	}
	return [][]byte{
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, v1.Scheduling)), // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
		[]byte(`{"status":{"phase":"Pending"}}`),                                                        // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
		[]byte(fmt.Sprintf(phasePatch, vmi.Status.Phase, v1.Scheduling)),                                // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, next)),          // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
		// Close negatives: a value the handler may set, a parameter (the
		// field's owners), a test's value, a verb with no argument.
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, v1.Running)),
		[]byte(fmt.Sprintf(`{"op": "replace", "path": "/status/phase", "value": "%s"}`, phase)),
		[]byte(`{"op": "test", "path": "/status/phase", "value": "Scheduling"}`),
		[]byte(phasePatch),
	}
}

// Patch operations built as struct literals, before the builder: the value
// picks the kind and its constant is judged, as a helper's value argument.
func opLiterals(vmi *v1.VirtualMachineInstance, phase v1.VirtualMachineInstancePhase) []patch.PatchOperation { // want opLiterals:`ActivePods via patch.PatchOperation{add "/status/activePods"}; .*Phase=Scheduling via patch.PatchOperation{replace "/status/phase"}$`
	return []patch.PatchOperation{
		{Op: "test", Path: "/status/phase", Value: vmi.Status.Phase},
		{Op: "replace", Path: "/status/phase", Value: v1.Scheduling},        // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
		{Op: "add", Path: "/status/activePods", Value: map[string]string{}}, // want `SF1003: virt-handler patches "/status/activePods", which writes v1\.VirtualMachineInstanceStatus\.ActivePods, which only virt-controller may write$`
		// Close negatives: the handler's own field and value, a parameter's
		// value, a path outside status, a path that is not constant.
		{Op: "replace", Path: "/status/interfaces", Value: nil},
		{Op: "replace", Path: "/status/phase", Value: v1.Running},
		{Op: "replace", Path: "/status/phase", Value: phase},
		{Op: "replace", Path: "/spec/running", Value: true},
		{Op: "replace", Path: vmi.Status.NodeName, Value: v1.Scheduling},
	}
}

// hiddenOp is tagged like a patch operation, but JSON marshals no
// unexported field: a literal of it patches nothing.
type hiddenOp struct {
	op    string `json:"op"`
	path  string `json:"path"`
	value any    `json:"value"`
}

func hiddenOps() []hiddenOp {
	return []hiddenOp{{op: "replace", path: "/status/phase", value: v1.Scheduling}}
}

// phaseOpen starts a merge patch of the phase; the concatenation that ends
// it is the text.
const phaseOpen = "{\"status\":{\"phase\":\""

// Text put together from pieces reads as the format it would be, each
// operand that is no constant a verb; explicit argument indexes are read
// as fmt reads them.
func piecedText(vmi *v1.VirtualMachineInstance, reason string, phase v1.VirtualMachineInstancePhase) []string { // want piecedText:`GuestOSInfo.Name via merge .*Phase via merge .*Phase=Running via merge .*Phase=Scheduling via merge "/status/phase" in JSON text; .*Reason via merge "/status/reason" in JSON text$`
	next := v1.Scheduling
	return []string{
		"{\"status\":{\"reason\":\"" + reason + "\"}}",                                         // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
		phaseOpen + string(next) + "\"}}",                                                      // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling, a value only virt-controller may set$`
		`[` + `{"op": "replace", "path": "/status/reason", "value": "` + (reason + `"}`) + `]`, // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason`
		fmt.Sprintf(`[{"op": "test", "path": "/status/phase", "value": "%[2]s"}, {"op": "replace", "path": "/status/phase", "value": "%[1]s"}]`, next, phase), // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Scheduling`
		// A text put together inside a call that is a piece of another
		// concatenation is a text of its own.
		"sending " + strings.TrimSpace("{\"status\":{\"reason\":\""+reason+"\"}}"), // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason`
		// Close negatives: the handler's own value and field, a value from
		// a parameter, pieces that are no patch, a list of operations
		// joined at run time (each read where it is written).
		phaseOpen + string(v1.Running) + "\"}}",
		phaseOpen + string(phase) + "\"}}",
		"{\"status\":{\"guestOSInfo\":{\"name\":\"" + reason + "\"}}}",
		"cannot patch /status/reason of " + vmi.Name + ": gone",
		"[" + strings.Join([]string{reason}, ",") + "]",
		fmt.Sprintf(`[{"op": "replace", "path": "/status/phase", "value": "%[1]s"}, {"op": "test", "path": "/status/phase", "value": "%[2]s"}]`, phase, next),
	}
}

// A named constant's text copied into a local variable is read where the
// variable is handed to a call.
func constantThroughVariable(ready bool) [][]byte { // want constantThroughVariable:`Interfaces via merge "/status/interfaces" in JSON text; .*Reason via merge "/status/reason" in JSON text$`
	p := reasonPatch
	q := reasonPatch
	if ready {
		q = `{"status":{"interfaces":[]}}`
	}
	return [][]byte{
		[]byte(p), // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason`
		// Close negative: a variable assigned twice (its literal is read
		// where it stands: the handler's own field).
		[]byte(q),
	}
}

const reasonKey = "reason"

// A format's constant arguments are spelled in before the text is read: the
// path or a merge patch's key given as an argument is the text's own.
func formattedPaths(reason, path string) []string { // want formattedPaths:`Interfaces via replace "/status/interfaces" in JSON text; .*Reason via merge "/status/reason" in JSON text`
	return []string{
		fmt.Sprintf(`[{"op":"replace","path":"%s","value":"%s"}]`, "/status/reason", reason), // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
		fmt.Sprintf(`{"status":{%q:%q}}`, reasonKey, reason),                                 // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
		// Close negatives: the handler's own field, a path computed at
		// run time.
		fmt.Sprintf(`[{"op":"replace","path":"%s","value":[]}]`, "/status/interfaces"),
		fmt.Sprintf(`[{"op":"replace","path":"%s","value":"%s"}]`, path, reason),
		//kvlint:ignore SF1003 the fixture's directive case for a formatted path
		fmt.Sprintf(`[{"op":"remove","path":"%s"}]`, "/status/reason"),
	}
}
