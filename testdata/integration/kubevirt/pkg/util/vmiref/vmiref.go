// Package vmiref imports the API package and names one of its types, so a
// package that imports only vmiref reaches the API package indirectly.
package vmiref

import v1 "kubevirt.io/api/core/v1"

// Name is the VMI's name.
func Name(vmi *v1.VirtualMachineInstance) string { return vmi.Name }
