// Package narrowed stops the proxy through an interface of its own that
// holds the proxy manager: each stop is still a stop, compared with the
// start's key.
package narrowed

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

// stopper narrows the manager to the call a cleanup needs.
type stopper interface {
	StopTargetListener(key string)
}

type Handler struct {
	proxy migrationproxy.ProxyManager
	stop  stopper
}

// New stores the manager into the narrowing field.
func New(p migrationproxy.ProxyManager) *Handler { return &Handler{proxy: p, stop: p} }

func (h *Handler) prepare(vmi *v1.VirtualMachineInstance) error {
	return h.proxy.StartTargetListener(string(vmi.UID), nil)
}

// Stops through the narrowing field with the start's key.
func (h *Handler) cleanup(vmi *v1.VirtualMachineInstance) {
	h.stop.StopTargetListener(string(vmi.UID))
}

// Stops through it with a key derived differently.
func (h *Handler) cleanupByName(vmi *v1.VirtualMachineInstance) {
	h.stop.StopTargetListener(vmi.Name) // want `MP1003: lifecycle "target proxy": Handler\.cleanupByName stops it with key vmi\.Name, derived differently from every start's key`
}

// The same stop, excused.
func (h *Handler) legacyCleanup(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 VMIs of the old proxy were keyed by name
	h.stop.StopTargetListener(vmi.Name)
}
