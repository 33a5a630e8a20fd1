// Package podhookwire sets podhook's hooks to method values: the path a
// hook is called with is the method's parameter, its receiver bound here.
package podhookwire

import (
	"os"

	"kubevirt.io/kubevirt/pkg/virt-handler/podhook"
)

type hostDir string

func (d hostDir) removeName(name string) error { return os.Remove(name) }

// removeLock follows its receiver, not the name it is given.
func (d hostDir) removeLock(name string) error { return os.Remove(string(d) + "/lock") }

func Wire() {
	d := hostDir("/var/run/kubevirt")
	podhook.Purge = d.removeName
	podhook.Unlock = d.removeLock
}

func Cleanup(pid int) error { // want Cleanup:`pending root from "/proc/<pid>/root" if pid is another pid → podhook.PurgeSocket → Purge \[0\]`
	return podhook.PurgeSocket(pid) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os.Remove via podhook.PurgeSocket`
}

// A close negative: the lock hook's method follows its receiver.
func CleanupLock(pid int) error { // want CleanupLock:`pending root from "/proc/<pid>/root" if pid is another pid → podhook.UnlockSocket → Unlock \[0\]`
	return podhook.UnlockSocket(pid)
}
