// Package hypervisor is shared code (no component) that reaches primitives.
package hypervisor

import (
	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/hostmount"
)

// Detect mounts the device to probe it.
func Detect(dev string) error { // want Detect:"mount via hostmount.MountBlock→unix.Mount"
	return hostmount.MountBlock(dev, "/mnt")
}

// EnterNS enters a namespace without going through a wrapper.
func EnterNS(fd int) error { // want EnterNS:"namespace via unix.Setns"
	return unix.Setns(fd, unix.CLONE_NEWNS) // want `HP1001: unix\.Setns is a raw namespace primitive outside its wrapper packages`
}

// unshare is excused by a directive: still an effect, not a finding.
func unshare() error { // want unshare:"namespace via unix.Unshare"
	//kvlint:ignore HP1001 fixture: a reasoned one-off
	return unix.Unshare(unix.CLONE_NEWNS)
}

//kvlint:ignore HP1001 stale: nothing below performs a primitive // want `KV0001: directive for HP1001 suppressed nothing here`
func clean() error { return nil }

var _, _ = unshare, clean
