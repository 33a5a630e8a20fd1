package lifecycles

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

// A stop called as a method expression of the interface
// (ProxyManager.StopTargetListener(h.proxy, key)): the receiver comes
// first, the key one argument on.
func (h *Handler) stopByExprName(vmi *v1.VirtualMachineInstance) {
	migrationproxy.ProxyManager.StopTargetListener(h.proxy, vmi.Name) // want `MP1003: lifecycle "target proxy": Handler\.stopByExprName stops it with key vmi\.Name, derived differently from every start's key$`
}

// Close negative: the start's own derivation, the same way.
func (h *Handler) stopByExpr(vmi *v1.VirtualMachineInstance) {
	migrationproxy.ProxyManager.StopTargetListener(h.proxy, proxyKey(vmi))
}
