// Package unix stands in for golang.org/x/sys/unix: the signatures of the
// host primitives the fixture calls, doing nothing.
package unix

// Mount mounts source on target.
func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }

// Unmount unmounts target.
func Unmount(target string, flags int) error { return nil }

// Chroot changes the root directory.
func Chroot(path string) error { return nil }
