// Package podhookwire sets podhook's hooks to method values of a type no
// exported declaration names.
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
