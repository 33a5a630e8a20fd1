// Package common stands in for the newer home of the QEMU process
// adjustments: a wrapper entry without requires.
package common

import "golang.org/x/sys/unix"

func SetSchedFIFO(pid int) error { // want SetSchedFIFO:"sched via unix.Syscall\\(SYS_SCHED_SETSCHEDULER\\)"
	_, _, e := unix.Syscall(unix.SYS_SCHED_SETSCHEDULER, uintptr(pid), 1, 0)
	if e != 0 {
		return e
	}
	return nil
}
