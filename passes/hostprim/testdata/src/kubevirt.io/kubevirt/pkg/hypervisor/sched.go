package hypervisor

import "golang.org/x/sys/unix"

// SetFIFO sets another process's scheduler by raw system call number.
func SetFIFO(pid int) error { // want SetFIFO:"sched via unix.Syscall\\(SYS_SCHED_SETSCHEDULER\\)"
	_, _, e := unix.Syscall(unix.SYS_SCHED_SETSCHEDULER, uintptr(pid), 1, 0) // want `HP1001: unix\.Syscall\(SYS_SCHED_SETSCHEDULER\) is a raw sched primitive outside its wrapper packages`
	if e != 0 {
		return errno(e)
	}
	return nil
}

type errno uintptr

func (errno) Error() string { return "errno" } // want Error:"returns errno"

// getpid is a raw system call that is no primitive.
func getpid() int {
	r, _, _ := unix.Syscall(unix.SYS_GETPID, 0, 0, 0)
	return int(r)
}

var _ = getpid
