// Package podhook purges a launcher's socket and its lock through hooks
// the wiring package sets.
package podhook

import "fmt"

// Purge and Unlock are set where the handler is wired.
var Purge, Unlock func(string) error

func PurgeSocket(pid int) error {
	return Purge(fmt.Sprintf("/proc/%d/root/var/run/kubevirt/sock", pid))
}

func UnlockSocket(pid int) error {
	return Unlock(fmt.Sprintf("/proc/%d/root/var/run/kubevirt/sock", pid))
}
