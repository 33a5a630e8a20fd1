// Package podfuncwire wires the repair manager into the controller: the
// controller's call through the interface, with a function that returns a
// path in a launcher's root, resolves here.
package podfuncwire

import (
	"kubevirt.io/kubevirt/pkg/network/sockrepair"
	"kubevirt.io/kubevirt/pkg/virt-handler/podfuncval"
)

// Start's call stays pending too: another package may still store into
// the key.
func Start() { // want Start:"pending root from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute → podfuncval.IfaceController.Repair → podfuncval.Repairer.HandleSource, implemented by sockrepair.Manager.HandleSource → find \\[0\\]; pending root from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute → podfuncval.IfaceController.Repair → podfuncval.Repairer.HandleSource \\[2\\]"
	c := podfuncval.NewIfaceController(sockrepair.New())
	_ = c.Repair("x") // want `HP1004: path into another root \(from podfuncval.Controller.socketDir ← unsafepath.UnsafeAbsolute\) reaches os.ReadDir via podfuncval.IfaceController.Repair, which follows symlinks`
}
