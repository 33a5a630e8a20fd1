// Package lifecycles: what starts the target proxy with a key must stop it
// with a key derived the same way.
package lifecycles

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type Handler struct {
	proxy migrationproxy.ProxyManager
}

func proxyKey(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) }

func (h *Handler) start(vmi *v1.VirtualMachineInstance) error {
	return h.proxy.StartTargetListener(proxyKey(vmi), nil)
}

// The same derivation, written out: the same key.
func (h *Handler) stopInline(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.UID))
}

func (h *Handler) stopByHelper(vmi *v1.VirtualMachineInstance) {
	defer h.proxy.StopTargetListener(proxyKey(vmi))
}

func (h *Handler) stopByName(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(vmi.Name) // want `MP1003: lifecycle "target proxy": Handler\.stopByName stops it with key vmi\.Name, derived differently from every start's key$`
}

func (h *Handler) stopByNamespace(vmi *v1.VirtualMachineInstance) {
	key := vmi.Namespace
	h.proxy.StopTargetListener(key) // want `MP1003: lifecycle "target proxy": Handler\.stopByNamespace stops it with key key \(= vmi\.Namespace\), derived differently from every start's key$`
}

func (h *Handler) stopSuppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 the name-keyed proxy of releases before 1.2 is still drained here
	h.proxy.StopTargetListener(vmi.Name)
}
