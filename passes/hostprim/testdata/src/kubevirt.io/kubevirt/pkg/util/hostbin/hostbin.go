// Package hostbin names host binaries and kernel parameters for other
// packages: getters, which run and write nothing themselves.
package hostbin

import (
	"os"
	"path/filepath"
)

const sbin = "/usr/sbin"

// umount is a variable so tests can redirect it.
var umount = sbin + "/umount"

func MountBinary() string { return "/bin/mount" } // want MountBinary:"returns /bin/mount"

func UnmountBinary() string { return umount } // want UnmountBinary:"returns /usr/sbin/umount"

// KernelKnob builds a kernel parameter's path below /proc/sys/kernel.
func KernelKnob(name string) string { // want KernelKnob:"returns /proc/sys/kernel/…"
	return filepath.Join("/proc/sys/kernel", name)
}

func ImageTool() string { return "qemu-img" } // want ImageTool:"returns qemu-img"

// FindMount may fail; its first result is the binary all the same.
func FindMount() (string, error) { // want FindMount:"returns /bin/mount"
	if _, err := os.Stat("/bin/mount"); err != nil {
		return "", err
	}
	return "/bin/mount", nil
}

// KnobOrErr forwards another function's two results.
func KnobOrErr(name string) (string, error) { // want KnobOrErr:"returns /proc/sys/kernel/…"
	return kernelKnob(name)
}

func kernelKnob(name string) (string, error) { return KernelKnob(name), nil }

// No fact: a binary named by the environment, and a getter other packages
// cannot call.
func FromEnv() string { return os.Getenv("KUBEVIRT_TOOL") }

func chrootBinary() string { return "/usr/sbin/chroot" }

type Tools struct{}

// A String method is a getter like any other.
func (Tools) String() string { return "/bin/mount" } // want String:"returns /bin/mount"

// A method getter is read as a function getter is.
func (Tools) Mount() string { return "/bin/mount" } // want Mount:"returns /bin/mount"

var _ = chrootBinary

// Getters held in variables a test can replace: read as declared getters.
var (
	MountSeam = func() string { return "/bin/mount" } // want MountSeam:"returns /bin/mount"
	ImageSeam = func() string { return "qemu-img" }   // want ImageSeam:"returns qemu-img"
)
