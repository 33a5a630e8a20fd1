// Package broken does not type-check: a fixture like it must fail the test,
// never pass as one with no findings.
package broken

import v1 "kubevirt.io/api/core/v1"

func SetNode(vmi *v1.VirtualMachineInstance) { vmi.Status.NoSuchField = "node01" }
