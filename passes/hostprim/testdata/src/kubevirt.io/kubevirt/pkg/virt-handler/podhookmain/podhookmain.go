// Package podhookmain calls podhook's purge where it cannot see the
// method podhookwire stores (an unexported one): podhookwire's published
// summary of it counts the receiver first.
package podhookmain

import (
	"kubevirt.io/kubevirt/pkg/virt-handler/podhook"
	"kubevirt.io/kubevirt/pkg/virt-handler/podhookwire"
)

func Teardown(pid int) error { // want Teardown:`pending root from "/proc/<pid>/root" if pid is another pid → podhook.PurgeSocket → Purge \[0\]; pending root from "/proc/<pid>/root" if pid is another pid → podhook.UnlockSocket → Unlock \[0\]`
	podhookwire.Wire()
	_ = podhook.UnlockSocket(pid)   // a close negative, as in podhookwire
	return podhook.PurgeSocket(pid) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os.Remove via podhook.PurgeSocket`
}
