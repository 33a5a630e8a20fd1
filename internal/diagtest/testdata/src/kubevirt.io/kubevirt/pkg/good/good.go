// Package good uses the shared API stand-in, which its tree does not hold.
package good

import v1 "kubevirt.io/api/core/v1"

func SetNode(vmi *v1.VirtualMachineInstance) { vmi.Status.NodeName = "node01" }
