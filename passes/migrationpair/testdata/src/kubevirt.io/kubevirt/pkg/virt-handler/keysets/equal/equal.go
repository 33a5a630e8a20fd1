// Package equal holds close negatives of the key-set shapes.
package equal

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type Handler struct {
	proxy migrationproxy.ProxyManager
}

// The key is reassigned to an equal derivation: the same field, named
// through the embedded struct. It is still one derivation.
func (h *Handler) prepare(vmi *v1.VirtualMachineInstance, viaMeta bool) error {
	key := string(vmi.UID)
	if viaMeta {
		key = string(vmi.ObjectMeta.UID)
	}
	return h.proxy.StartTargetListener(key, nil)
}

func (h *Handler) cleanup(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.UID))
}

// A key reassigned from a parameter cannot be told: the start may match any
// stop, so none is reported.
func (h *Handler) prepareSource(vmi *v1.VirtualMachineInstance, override string) error {
	key := string(vmi.UID)
	if override != "" {
		key = override
	}
	return h.proxy.StartSourceListener(key, "addr")
}

func (h *Handler) cleanupSource(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopSourceListener(vmi.Name)
}
