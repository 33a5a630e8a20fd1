package lifecycles

import v1 "kubevirt.io/api/core/v1"

// The key through a local variable, and through the embedded metadata:
// both derive it as the start does.
func (h *Handler) stopViaLocal(vmi *v1.VirtualMachineInstance) {
	key := proxyKey(vmi)
	h.proxy.StopTargetListener(key)
}

func (h *Handler) stopViaObjectMeta(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(string(vmi.ObjectMeta.UID))
}

func (h *Handler) stopEmpty() {
	h.proxy.StopTargetListener("") // want `MP1003: lifecycle "target proxy": Handler\.stopEmpty stops it with key "", derived differently from every start's key$`
}

func (h *Handler) stopInGoroutine(vmi *v1.VirtualMachineInstance) {
	go h.proxy.StopTargetListener(vmi.Name) // want `MP1003: lifecycle "target proxy": Handler\.stopInGoroutine stops it with key vmi\.Name, derived differently from every start's key$`
}

// uidKey derives the key as proxyKey does.
func uidKey(vmi *v1.VirtualMachineInstance) string { return string(vmi.UID) }

func (h *Handler) stopViaOtherHelper(vmi *v1.VirtualMachineInstance) {
	h.proxy.StopTargetListener(uidKey(vmi))
}
