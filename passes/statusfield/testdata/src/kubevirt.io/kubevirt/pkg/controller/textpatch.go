package controller

import "fmt"

// ReasonPatch writes its JSON patch as text, the way status patches were
// written before the patch builder: shared code, so each component that
// calls it is checked at its call.
func ReasonPatch(reason string) []byte { // want ReasonPatch:`^kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Reason via replace "/status/reason" in JSON text$`
	return []byte(fmt.Sprintf(`[{ "op": "test", "path": "/status/phase", "value": "Failed" }, { "op": "replace", "path": "/status/reason", "value": %q }]`, reason))
}
