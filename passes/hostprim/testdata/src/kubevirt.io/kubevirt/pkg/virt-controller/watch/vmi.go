// Package watch is virt-controller code: it may reach no host primitive.
package watch

import (
	"context"
	"fmt"
	"os"
	"os/exec"

	"github.com/opencontainers/cgroups"
	"github.com/opencontainers/selinux/go-selinux"
	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/hostmount"
	"kubevirt.io/kubevirt/pkg/hypervisor"
	"kubevirt.io/kubevirt/pkg/util/sysctl"
)

// sync reaches mount across two packages; the repeated call is reported once.
func sync(dev string) error { // want sync:"mount via hypervisor.Detect→hostmount.MountBlock→unix.Mount"
	if err := hypervisor.Detect(dev); err != nil { // want `HP1002: virt-controller reaches mount via hypervisor\.Detect`
		return err
	}
	return hypervisor.Detect(dev + "1")
}

// cleanup reaches two categories through two helpers.
func cleanup(fd int) error { // want cleanup:"mount via hostmount.Cycle→hostmount.ping→hostmount.pong→hostmount.MountBlock→unix.Mount; namespace via hypervisor.EnterNS→unix.Setns"
	_ = hostmount.Cycle(2)        // want `HP1002: virt-controller reaches mount via hostmount\.Cycle`
	return hypervisor.EnterNS(fd) // want `HP1002: virt-controller reaches namespace via hypervisor\.EnterNS`
}

// readOnly queries the cgroup mode and parses an SELinux context: reads, not
// primitives.
func readOnly(label string) bool {
	if _, err := selinux.NewContext(label); err != nil {
		return false
	}
	_, _ = cgroups.ReadFile("/sys/fs/cgroup", "cgroup.controllers")
	return cgroups.IsCgroup2UnifiedMode()
}

// throughInterface reaches the one type hostmount.NewDoer ever returns.
func throughInterface() error { // want throughInterface:"mount via hostmount.Doer.Do, implemented by hostmount.BlockDoer.Do→hostmount.MountBlock→unix.Mount"
	return hostmount.NewDoer().Do() // want `HP1002: virt-controller reaches mount via hostmount\.Doer\.Do, implemented by hostmount\.BlockDoer\.Do`
}

// raw mounts directly: outside every wrapper, and in a component not allowed.
func raw(src string) error { // want raw:"mount via unix.Mount"
	return unix.Mount(src, "/mnt", "", 0, "") // want `HP1001: unix.Mount is a raw mount primitive` `HP1002: virt-controller reaches mount via unix\.Mount`
}

// mountFn takes the primitive as a value: performed where it is referenced.
var mountFn = unix.Mount // want `HP1001: unix.Mount is a raw mount primitive` `HP1002: virt-controller reaches mount via unix.Mount`

// enter runs nsenter by bare name: raw, not allowed, and through $PATH.
func enter(ctx context.Context, pid string) error { // want enter:"namespace via exec nsenter"
	return exec.CommandContext(ctx, "nsenter", "-t", pid, "-n").Run() // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter` `HP1003: privileged helper "nsenter" is executed by bare name`
}

// image runs an unprivileged tool by bare name: not a helper, no finding.
func image(file string) error {
	return exec.Command("qemu-img", "info", file).Run()
}

// byVariable runs a binary chosen at run time: not matched.
func byVariable(bin string) error {
	return exec.Command(bin, "--version").Run()
}

var _, _, _, _, _, _, _, _ = sync, cleanup, readOnly, throughInterface, raw, enter, image, byVariable

// tune writes a kernel parameter by formatted path, and a file elsewhere.
func tune(iface string) error { // want tune:"sysctl via os.WriteFile\\(/proc/sys/net/ipv4/conf/…\\)"
	if err := os.MkdirAll("/tmp/kubevirt", 0o755); err != nil {
		return err
	}
	if _, err := os.ReadFile("/proc/sys/net/ipv4/ip_forward"); err != nil {
		return err
	}
	return os.WriteFile(fmt.Sprintf("/proc/sys/net/ipv4/conf/%s/arp_ignore", iface), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv4/conf/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv4/conf/…\)`
}

// setSysctl goes through the wrapper, across packages.
func setSysctl() error { // want setSysctl:"sysctl via sysctl.Set→os.WriteFile\\(/proc/sys/…\\)"
	return sysctl.Set("net/ipv4/ip_forward", "1") // want `HP1002: virt-controller reaches sysctl via sysctl\.Set`
}

var _, _ = tune, setSysctl

// excused crosses the boundary under a reasoned directive.
func excused(fd int) error { // want excused:"namespace via hypervisor.EnterNS→unix.Setns"
	//kvlint:ignore HP1002 fixture: a reviewed exception
	return hypervisor.EnterNS(fd)
}

var _ = excused

// sysctlBase is the root of the network knobs, named once.
const sysctlBase = "/proc/sys/net/ipv4"

// A format whose verbs take known strings writes below them: the constant
// base fills the first %s.
func tuneBase(knob string) error { // want tuneBase:"sysctl via os.WriteFile\\(/proc/sys/net/ipv4/…\\)"
	return os.WriteFile(fmt.Sprintf("%s/%s", sysctlBase, knob), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv4/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv4/…\)`
}

// Close negative: the base quoted (%q) is not the path it names.
func quotedBase(knob string) error {
	return os.WriteFile(fmt.Sprintf("%q/%s", sysctlBase, knob), []byte("1"), 0o644)
}
