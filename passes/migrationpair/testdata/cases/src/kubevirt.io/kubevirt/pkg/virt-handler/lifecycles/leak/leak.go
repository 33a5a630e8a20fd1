// Package leak starts the target proxy and never stops it: no function of
// the package calls the stop.
package leak

import (
	v1 "kubevirt.io/api/core/v1"
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
)

func start(pm migrationproxy.ProxyManager, vmi *v1.VirtualMachineInstance) error {
	return pm.StartTargetListener(string(vmi.UID), nil) // want `MP1003: lifecycle "target proxy": start starts it here but nothing in its package calls \(kubevirt\.io/kubevirt/pkg/virt-handler/migration-proxy\.ProxyManager\)\.StopTargetListener, so it is never stopped$`
}
