// Package virtwrap is virt-launcher code: it calls a virt-handler package.
package virtwrap

import "kubevirt.io/kubevirt/pkg/virt-handler/cgroup"

// pin crosses into another component's package that writes cgroups.
func pin() error { // want pin:"cgroup via cgroup.WriteCPUSet→cgroups.WriteFile"
	return cgroup.WriteCPUSet("/sys/fs/cgroup", "1") // want `HP1002: virt-launcher reaches cgroup via cgroup\.WriteCPUSet`
}

var _ = pin
