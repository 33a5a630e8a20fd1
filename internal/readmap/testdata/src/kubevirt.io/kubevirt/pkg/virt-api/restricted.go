package virtapi

import (
	"fmt"

	v1 "kubevirt.io/api/core/v1"
)

// restrictedLabels are the labels a user may not set: a set of keys the
// admitter looks labels up in, which sets none of them (the map lists
// virt-api among the keys' readers, not their writers).
var restrictedLabels = map[string]bool{v1.CreatedByLabel: true}

// Restrict adds a key to a set the same way.
func Restrict(set map[string]bool) { set[v1.NodeNameLabel] = true }

// Label sets a key on an object's labels: a write.
func Label(vmi *v1.VirtualMachineInstance) { vmi.Labels[v1.NodeNameLabel] = "node01" }

// UnlabelPatch types a merge patch by hand that sets the key among the
// object's labels: a write.
func UnlabelPatch() string {
	return fmt.Sprintf(`{"metadata": {"labels": {"%s": "false"}}}`, v1.CreatedByLabel)
}

// Selector formats the key into a label selector: a read.
func Selector() string { return fmt.Sprintf("%s=%s", v1.CreatedByLabel, "x") }
