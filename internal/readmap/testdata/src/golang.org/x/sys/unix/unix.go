// Package unix stands in for golang.org/x/sys/unix.
package unix

// Mount mounts.
func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }

// Setns enters a namespace.
func Setns(fd int, nstype int) error { return nil }
