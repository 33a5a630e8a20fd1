// Package podhookmain calls podhook's hooks after podhookwire set them.
package podhookmain

import (
	"kubevirt.io/kubevirt/pkg/virt-handler/podhook"
	"kubevirt.io/kubevirt/pkg/virt-handler/podhookwire"
)

func Teardown(pid int) error {
	podhookwire.Wire()
	_ = podhook.UnlockSocket(pid)
	return podhook.PurgeSocket(pid)
}
