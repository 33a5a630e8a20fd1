// Package proxydryrun wires only the no-op proxy: the same calls reach no
// operation here.
package proxydryrun

import (
	"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
	"kubevirt.io/kubevirt/pkg/virt-handler/proxyctl"
)

// Start's calls stay pending: an importer may still store another proxy.
func Start() error { // want Start:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyctl.Controller.Run → proxyctl.Controller.retry → proxyctl.Controller.handleSource → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	c := proxyctl.NewController(migrationproxy.NoopProxyManager{}, migrationproxy.KeepSocket, "")
	if err := proxyctl.Sweep(migrationproxy.NoopProxyManager{}, 1); err != nil {
		return err
	}
	if err := c.Cleanup(1); err != nil {
		return err
	}
	return c.Run(1)
}
