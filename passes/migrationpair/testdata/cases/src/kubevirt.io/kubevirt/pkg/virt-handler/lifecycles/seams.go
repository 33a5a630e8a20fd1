package lifecycles

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"

	"kubevirt.io/kubevirt/pkg/util/proxykeys"
)

// A key computed by a package-level variable's function literal (a seam a
// test can replace) is derived by what the literal returns, as a declared
// helper's is; another package's seam by its fact. Untold, a stop through
// a seam keyed by the wrong field was never compared.
var (
	nameKeySeam = func(vmi *v1.VirtualMachineInstance) string { return vmi.Name }
	uidKeySeam  = func(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) }
)

// A stop made inside a seam's literal is the seam's, named after it (it
// was once taken for the function walked before it).
var stopInSeam = func(p migrationproxy.ProxyManager, vmi *v1.VirtualMachineInstance) {
	p.StopTargetListener(vmi.Name) // want `MP1003: lifecycle "target proxy": stopInSeam stops it with key vmi\.Name, derived differently from every start's key$`
}

func (h *Handler) stopBySeam(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(nameKeySeam(vmi)) // want `MP1003: lifecycle "target proxy": Handler\.stopBySeam stops it with key nameKeySeam\(vmi\) → vmi\.Name, derived differently from every start's key$`
}

func (h *Handler) stopByImportedSeam(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(proxykeys.NameKeySeam(vmi)) // want `MP1003: lifecycle "target proxy": Handler\.stopByImportedSeam stops it with key proxykeys\.NameKeySeam\(vmi\) → vmi\.Name, derived differently from every start's key$`
}

// Close negatives: the start's derivation through either seam.
func (h *Handler) stopByUIDSeam(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(uidKeySeam(vmi))
}

func (h *Handler) stopByImportedUIDSeam(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(proxykeys.UIDKeySeam(vmi))
}

func (h *Handler) stopBySeamSuppressed(vmi *v1.VirtualMachineInstance) {
	//kvlint:ignore MP1003 the name-keyed proxy of releases before 1.2 is still drained here
	h.proxy.StopTargetListener(nameKeySeam(vmi))
}
