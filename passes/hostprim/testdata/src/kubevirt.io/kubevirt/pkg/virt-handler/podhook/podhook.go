// Package podhook purges a launcher's socket and its lock through hooks
// the package that wires the handler sets: the calls stay pending here.
package podhook

import "fmt"

// Purge and Unlock are set where the handler is wired.
var Purge, Unlock func(string) error

func PurgeSocket(pid int) error { // want PurgeSocket:`pending root from "/proc/<pid>/root" if pid is another pid → Purge \[0\]`
	return Purge(fmt.Sprintf("/proc/%d/root/var/run/kubevirt/sock", pid))
}

func UnlockSocket(pid int) error { // want UnlockSocket:`pending root from "/proc/<pid>/root" if pid is another pid → Unlock \[0\]`
	return Unlock(fmt.Sprintf("/proc/%d/root/var/run/kubevirt/sock", pid))
}
