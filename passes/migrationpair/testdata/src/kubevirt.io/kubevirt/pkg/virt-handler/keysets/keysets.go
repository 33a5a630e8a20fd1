// Package keysets holds the key-set shapes of MP1003: a start key held in a
// variable assigned on several paths is the set of its derivations.
package keysets

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type Handler struct {
	proxy migrationproxy.ProxyManager
}

// A decentralized migration keys the proxy by the source's node name.
func (h *Handler) prepare(vmi *v1.VirtualMachineInstance, remote bool) error {
	key := string(vmi.UID)
	if remote && vmi.Status.MigrationState.SourceState != nil {
		key = vmi.Status.MigrationState.SourceState.Node
	}
	return h.proxy.StartTargetListener(key, nil)
}

// Stops only the local derivation.
func (h *Handler) cleanup(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.UID)) // want `MP1003: lifecycle "target proxy": Handler\.cleanup stops it with key string\(vmi\.UID\) but never with the start's key vmi\.Status\.MigrationState\.SourceState\.Node`
}

// Derives the key the way the start does.
func (h *Handler) finalCleanup(vmi *v1.VirtualMachineInstance, remote bool) {
	key := string(vmi.UID)
	if remote && vmi.Status.MigrationState.SourceState != nil {
		key = vmi.Status.MigrationState.SourceState.Node
	}
	h.proxy.StopTargetListener(key)
}

// Stops each derivation in turn: together they cover the start's key.
func (h *Handler) teardownBoth(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.ObjectMeta.UID))
	if vmi.Status.MigrationState.SourceState != nil {
		h.proxy.StopTargetListener(vmi.Status.MigrationState.SourceState.Node)
	}
}

func (h *Handler) legacyCleanup(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 VMIs from before decentralized migration were never started under the source key
	h.proxy.StopTargetListener(string(vmi.UID))
}

// A key that shares no derivation with the start's.
func (h *Handler) cleanupByName(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(vmi.Name) // want `MP1003: lifecycle "target proxy": Handler\.cleanupByName stops it with key vmi\.Name, derived differently from every start's key`
}
