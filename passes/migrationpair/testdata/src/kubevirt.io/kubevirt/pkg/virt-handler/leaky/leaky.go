// Package leaky starts proxies and never stops them.
package leaky

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

func Start(pm migrationproxy.ProxyManager, vmi *v1.VirtualMachineInstance) error { // want Start:`lc-start source proxy via migrationproxy.ProxyManager.StartSourceListener`
	return pm.StartSourceListener(string(vmi.UID), "addr") // want `MP1003: lifecycle "source proxy": Start starts it here but nothing in its package calls \(kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy.ProxyManager\).StopSourceListener, so it is never stopped`
}

func StartTarget(pm migrationproxy.ProxyManager, vmi *v1.VirtualMachineInstance) error { // want StartTarget:`lc-start target proxy via migrationproxy.ProxyManager.StartTargetListener`
	//kvlint:ignore MP1003 the handler package stops the target listener on cleanup
	return pm.StartTargetListener(string(vmi.UID), nil)
}
