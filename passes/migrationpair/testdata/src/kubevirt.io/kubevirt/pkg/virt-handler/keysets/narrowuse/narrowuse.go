// Package narrowuse starts the proxy and stops it through a helper that
// narrows the manager it hands over: the helper's pending call resolves
// here to the stop.
package narrowuse

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/virt-handler/keysets/narrowhelper"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type Handler struct {
	proxy migrationproxy.ProxyManager
	stops *narrowhelper.Helper
}

func New(p migrationproxy.ProxyManager) *Handler {
	return &Handler{proxy: p, stops: narrowhelper.New(p)}
}

func (h *Handler) prepare(vmi *v1.VirtualMachineInstance) error {
	return h.proxy.StartTargetListener(string(vmi.UID), nil)
}

func (h *Handler) cleanup(vmi *v1.VirtualMachineInstance) {
	h.stops.Stop(string(vmi.UID))
}

// The helper stops only the target's listener: the source's stays never
// stopped (close positive).
func (h *Handler) prepareSource(vmi *v1.VirtualMachineInstance) error {
	return h.proxy.StartSourceListener(string(vmi.UID), "addr") // want `MP1003: lifecycle "source proxy": Handler\.prepareSource starts it here but nothing in its package calls \(kubevirt\.io/kubevirt/pkg/virt-handler/migration-proxy\.ProxyManager\)\.StopSourceListener, so it is never stopped`
}
