// Package unix is a stand-in for golang.org/x/sys/unix with the few calls the
// fixtures need.
package unix

const (
	MNT_DETACH  = 2
	CLONE_NEWNS = 0x20000
	S_IFCHR     = 0x2000
)

func Mount(source, target, fstype string, flags uintptr, data string) error { return nil }
func Unmount(target string, flags int) error                                { return nil }
func Mknod(path string, mode uint32, dev int) error                         { return nil }
func Setns(fd, nstype int) error                                            { return nil }
func Unshare(flags int) error                                               { return nil }
func Chroot(path string) error                                              { return nil }

type Stat_t struct{ Rdev uint64 }

func Stat(path string, st *Stat_t) error { return nil }

const (
	SYS_GETPID             = 39
	SYS_SCHED_SETSCHEDULER = 144
)

type Errno uintptr

func Syscall(trap, a1, a2, a3 uintptr) (r1, r2 uintptr, err Errno) { return 0, 0, 0 }

const (
	O_RDONLY            = 0x0
	O_PATH              = 0x200000
	O_NOFOLLOW          = 0x20000
	AT_SYMLINK_NOFOLLOW = 0x100
)

func Open(path string, mode int, perm uint32) (fd int, err error)              { return 0, nil }
func Fchownat(dirfd int, path string, uid int, gid int, flags int) (err error) { return nil }

func Lsetxattr(path, attr string, data []byte, flags int) error { return nil }
