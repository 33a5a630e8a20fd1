// Package execwire: virt-controller, which may reach no mount or namespace
// primitive, runs programs through other packages' exec wrappers.
package execwire

import (
	"context"

	"kubevirt.io/kubevirt/pkg/hostmount"
	"kubevirt.io/kubevirt/pkg/util/hostexec"
)

func mountDisk() error { // want mountDisk:"mount via exec mount"
	return hostexec.Run("mount", "/dev/sdb", "/mnt") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func enter(ctx context.Context) error { // want enter:"namespace via exec nsenter"
	return hostexec.RunContext(ctx, "/usr/bin/nsenter", "-t", "1", "-m") // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$`
}

// Through the mount wrapper's own exec wrapper: the wrapper's primitive,
// which virt-controller may not reach, but no raw one here.
func unmount() error { // want unmount:"mount via exec umount"
	return hostmount.Exec("umount", "/mnt") // want `HP1002: virt-controller reaches mount via exec umount$`
}

// tool wraps another package's wrapper.
func tool(bin string) error { return hostexec.Run(bin, "-q") }

func viaTool() error { // want viaTool:"mount via exec umount"
	return tool("/bin/umount") // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func excused() error { // want excused:"mount via exec mount"
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return hostexec.Run("mount", "-a")
}

// Close negatives: a binary of no category, and one chosen at run time.
func image() error { return hostexec.Run("qemu-img", "info", "/tmp/disk.img") }

func dynamic(bin string) error { return hostexec.Run(bin) }

var _, _, _, _, _, _, _ = mountDisk, enter, unmount, viaTool, excused, image, dynamic
