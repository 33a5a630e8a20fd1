package initheld // want package:"stored hostmount.MountBlock: mount via unix.Mount"

// initheld holds mounting functions in package-level variables
// without calling them when it initializes: importing it mounts nothing.
// Its only call at initialization is a literal called in place that
// describes a mount.

import (
	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/hostmount"
)

// Mount is a seam tests replace.
var Mount = hostmount.MountBlock

// Raw holds the primitive itself: a raw primitive where it is named.
var Raw = unix.Unmount // want Raw:"holds golang.org/x/sys/unix.Unmount" `HP1001: unix.Unmount is a raw mount primitive`

// Handlers run when a caller picks one.
var Handlers = map[string]func() error{
	"block": func() error { return hostmount.MountBlock("/dev/sdc", "/mnt") },
}

// Described is computed in place, and mounts nothing.
var Described = func() string { return "mount /dev/sdc" }()
