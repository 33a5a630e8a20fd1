// Package virtapi serves the API.
package virtapi

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/mount"
)

// Hostile mounts from the API server, which no policy allows.
func Hostile() error { return mount.Mount("/", "/mnt") }

// Defaults sets the first phase on create.
func Defaults(vmi *v1.VirtualMachineInstance) {
	vmi.Status.Reason = ""
}
