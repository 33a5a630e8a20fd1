// Package virthandler has the older layout: the function its wrapper entry
// requires is here, so the entry applies and the raw call is allowed.
package virthandler

import "golang.org/x/sys/unix"

func schedSetScheduler(pid int) error { // want schedSetScheduler:"sched via unix.Syscall\\(SYS_SCHED_SETSCHEDULER\\)"
	_, _, e := unix.Syscall(unix.SYS_SCHED_SETSCHEDULER, uintptr(pid), 1, 0)
	if e != 0 {
		return e
	}
	return nil
}
