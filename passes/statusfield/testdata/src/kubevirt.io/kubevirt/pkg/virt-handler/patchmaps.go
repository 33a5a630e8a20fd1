package virthandler

import (
	"encoding/json"

	v1 "kubevirt.io/api/core/v1"
)

// Merge patches built as the nested maps json.Marshal turns into their
// text are judged as that text: a member's constant as the text's string,
// another value as what it holds.
func mapPatches(reason, node string) [][]byte { // want mapPatches:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via merge "/status/reason" in a map literal$`
	a, _ := json.Marshal(map[string]interface{}{"status": map[string]interface{}{"reason": reason}})                     // want `SF1003: virt-handler patches "/status/reason", which writes v1\.VirtualMachineInstanceStatus\.Reason, which only virt-controller may write$`
	b, _ := json.Marshal(map[string]any{"status": map[string]any{"migrationState": map[string]any{"targetNode": node}}}) // want `SF1003: virt-handler patches "/status/migrationState/targetNode", which writes v1\.VirtualMachineInstanceMigrationState\.TargetNode`
	c, _ := json.Marshal(map[string]any{"status": map[string]any{"phase": v1.Pending}})                                  // want `SF1003: virt-handler patches "/status/phase", which writes v1\.VirtualMachineInstanceStatus\.Phase=Pending, a value only virt-api, virt-controller may set$`
	return [][]byte{a, b, c}
}

// Close negatives: a "status" that is no object, a map of another shape, a
// member no owned type has (another kind's), and a directive.
func mapNegatives() []map[string]any { // want mapNegatives:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via merge "/status/reason" in a map literal$`
	return []map[string]any{
		{"status": "ok"},
		{"metadata": map[string]any{"labels": map[string]string{"a": "b"}}},
		{"status": map[string]any{"noSuchField": 1}},
		//kvlint:ignore SF1003 the fixture's directive case for a merge patch built as maps
		{"status": map[string]any{"reason": "excused"}},
	}
}
