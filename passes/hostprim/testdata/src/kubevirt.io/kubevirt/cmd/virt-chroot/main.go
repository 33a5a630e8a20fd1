// Command virt-chroot is the privileged helper: a wrapper for mount,
// namespace and selinux, and a component allowed to reach them.
package main

import (
	"github.com/opencontainers/selinux/go-selinux"
	"golang.org/x/sys/unix"
)

func mountInNamespace(fd int, src, dst string) error { // want mountInNamespace:"mount via unix.Mount; namespace via unix.Setns"
	if err := unix.Setns(fd, unix.CLONE_NEWNS); err != nil {
		return err
	}
	return unix.Mount(src, dst, "", 0, "")
}

func relabel(path, label string) error { // want relabel:"selinux via selinux.SetFileLabel"
	if old, err := selinux.FileLabel(path); err == nil && old == label {
		return nil
	}
	return selinux.SetFileLabel(path, label)
}

func main() { // want main:"mount via main.mountInNamespace→unix.Mount; namespace via main.mountInNamespace→unix.Setns; selinux via main.relabel→selinux.SetFileLabel"
	_ = mountInNamespace(3, "/dev/sda", "/mnt")
	_ = relabel("/mnt/disk.img", "system_u:object_r:container_file_t:s0")
}
