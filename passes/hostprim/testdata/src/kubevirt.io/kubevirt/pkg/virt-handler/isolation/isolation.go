// Package isolation is virt-handler code: it may reach mount, namespace and
// cgroup, but is no wrapper.
package isolation

import (
	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/hypervisor"
	"kubevirt.io/kubevirt/pkg/virt-handler/cgroup"
)

// Detect calls shared code that mounts: virt-handler is allowed.
func Detect(dev string) error { // want Detect:"mount via hypervisor.Detect→hostmount.MountBlock→unix.Mount"
	return hypervisor.Detect(dev)
}

// Pin uses the cgroup wrapper: allowed and not raw.
func Pin(dir string) error { // want Pin:"cgroup via cgroup.WriteCPUSet→cgroups.WriteFile"
	return cgroup.WriteCPUSet(dir, "0-3")
}

// unmount calls a primitive directly: allowed component, but not a wrapper.
func unmount(dst string) error { // want unmount:"mount via unix.Unmount"
	return unix.Unmount(dst, 0) // want `HP1001: unix.Unmount is a raw mount primitive`
}

var _ = unmount
