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
