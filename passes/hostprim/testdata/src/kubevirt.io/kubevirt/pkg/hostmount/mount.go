// Package hostmount is a shared wrapper for mount and namespace primitives.
package hostmount

import "golang.org/x/sys/unix"

// MountBlock mounts a block device.
func MountBlock(src, dst string) error { // want MountBlock:"mount via unix.Mount"
	return unix.Mount(src, dst, "ext4", 0, "")
}

// UnmountAll unmounts every path, recursively.
func UnmountAll(paths []string) error { // want UnmountAll:"mount via unix.Unmount"
	if len(paths) == 0 {
		return nil
	}
	if err := unix.Unmount(paths[0], unix.MNT_DETACH); err != nil {
		return err
	}
	return UnmountAll(paths[1:])
}

// ping and pong are mutually recursive; only pong mounts.
func ping(n int) error { // want ping:"mount via hostmount.pong→hostmount.MountBlock→unix.Mount"
	if n == 0 {
		return nil
	}
	return pong(n - 1)
}

func pong(n int) error { // want pong:"mount via hostmount.MountBlock→unix.Mount"
	if n%2 == 0 {
		return MountBlock("/dev/sdb", "/mnt")
	}
	return ping(n - 1)
}

// Cycle enters the recursion.
func Cycle(n int) error { // want Cycle:"mount via hostmount.ping→hostmount.pong→hostmount.MountBlock→unix.Mount"
	return ping(n)
}

// InNamespace enters a mount namespace inside a closure.
func InNamespace(fd int, f func() error) error { // want InNamespace:"namespace via unix.Setns"
	run := func() error {
		if err := unix.Setns(fd, unix.CLONE_NEWNS); err != nil {
			return err
		}
		return f()
	}
	return run()
}

// Mounter mounts onto one target.
type Mounter struct{ target string }

func (m *Mounter) mount(src string) error { // want mount:"mount via hostmount.MountBlock→unix.Mount"
	return MountBlock(src, m.target)
}

// Each mounts every source through a method value.
func (m *Mounter) Each(srcs []string) error { // want Each:"mount via hostmount.Mounter.mount→hostmount.MountBlock→unix.Mount"
	do := m.mount
	for _, s := range srcs {
		if err := do(s); err != nil {
			return err
		}
	}
	return nil
}

// Background unmounts in a deferred call and mounts in a goroutine.
func Background(dst string) { // want Background:"mount via unix.Unmount"
	defer unix.Unmount(dst, 0)
	go MountBlock("/dev/sdc", dst)
}

// Doer hides a mount behind an interface.
type Doer interface{ Do() error }

type BlockDoer struct{}

func (BlockDoer) Do() error { return MountBlock("/dev/sdd", "/mnt") } // want Do:"mount via hostmount.MountBlock→unix.Mount"

// NewDoer returns a Doer: a call of Do on its result reaches BlockDoer.Do
// (exported: go vet sees a dependency's types only through export data).
func NewDoer() Doer { return BlockDoer{} }
