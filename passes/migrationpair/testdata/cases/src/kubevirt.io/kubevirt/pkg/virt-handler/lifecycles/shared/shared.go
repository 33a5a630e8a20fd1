// Package shared: the target proxy keyed by another package's helper. Its
// key is the helper's set of derivations: a stop with the VMI's UID alone
// covers only part of it, a stop with the same helper or with both
// derivations in turn all of it.
package shared

import (
	v1 "kubevirt.io/api/core/v1"
	"kubevirt.io/kubevirt/pkg/util/proxykeys"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

type Handler struct {
	proxy migrationproxy.ProxyManager
}

func (h *Handler) start(vmi *v1.VirtualMachineInstance) error {
	return h.proxy.StartTargetListener(proxykeys.TargetKey(vmi), nil)
}

func (h *Handler) stopByUID(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.UID)) // want `MP1003: lifecycle "target proxy": Handler\.stopByUID stops it with key string\(vmi\.UID\) but never with the start's key vmi\.Status\.MigrationState\.SourceState\.Node$`
}

// Close negatives: the same helper; both derivations in turn; the other
// helper's one derivation, which the start's key meets.
func (h *Handler) stopByHelper(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(proxykeys.TargetKey(vmi))
}

func (h *Handler) stopBoth(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.UID))
	if vmi.Status.MigrationState != nil && vmi.Status.MigrationState.SourceState != nil {
		h.proxy.StopTargetListener(vmi.Status.MigrationState.SourceState.Node)
	}
}

// A directive with its reason.
func (h *Handler) stopAccepted(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 only VMIs started before decentralized migrations reach this stop
	h.proxy.StopTargetListener(proxykeys.UIDKey(vmi))
}
