// Package cgroup is virt-handler's cgroup wrapper; it also runs virt-chroot.
package cgroup

import (
	"context"
	"os/exec"

	"github.com/opencontainers/cgroups"
)

const virtChrootBin = "virt-chroot"

// SetResources runs virt-chroot by bare name.
func SetResources(args []string) error { // want SetResources:"privileged-exec via exec virt-chroot"
	return exec.Command("virt-chroot", args...).Run() // want `HP1003: privileged helper "virt-chroot" is executed by bare name instead of /usr/bin/virt-chroot`
}

// SetViaConst runs it through a package-level constant: still a bare name.
func SetViaConst(ctx context.Context) error { // want SetViaConst:"privileged-exec via exec virt-chroot"
	return exec.CommandContext(ctx, virtChrootBin, "set-cgroups-resources").Run() // want `HP1003: privileged helper "virt-chroot"`
}

// SetAbsolute runs it by absolute path: the right way.
func SetAbsolute() error { // want SetAbsolute:"privileged-exec via exec virt-chroot"
	const bin = "/usr/bin/virt-chroot"
	return exec.Command(bin, "set-cgroups-resources").Run()
}

// WriteCPUSet writes a cgroup file.
func WriteCPUSet(dir, cpus string) error { // want WriteCPUSet:"cgroup via cgroups.WriteFile"
	return cgroups.WriteFile(dir, "cpuset.cpus", cpus)
}
