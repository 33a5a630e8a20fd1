// Package unix stands in for golang.org/x/sys/unix.
package unix

func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }

func Unmount(target string, flags int) error { return nil }

func Chroot(path string) error { return nil }

func Getpid() int { return 1 }
