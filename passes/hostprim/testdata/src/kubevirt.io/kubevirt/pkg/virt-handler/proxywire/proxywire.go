// Package proxywire wires the migration proxy that follows links into the
// controller, as cmd/virt-handler does, so HP1004 is solved again here:
// each call into the controller whose pending call now resolves to it is a
// finding.
package proxywire

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
	"kubevirt.io/kubevirt/pkg/virt-handler/proxyctl"
)

// Start's calls stay pending too: another package may still store into the keys.
func Start() { // want Start:"pending root from proxyctl.launcherDir ← \"/proc/<pid>/root\" → proxyctl.Sweep → proxyapi.ProxyManager.StartSourceListener \\[2\\]"
	proxy := migrationproxy.NewMigrationProxyManager()
	c := proxyctl.NewController(proxy, migrationproxy.RemoveSocket, "/proc/%d/root/var/run")

	go c.Run(1)      // want `HP1004: path into another root \(from proxyctl\.launcherDir ← "/proc/<pid>/root"\) reaches net\.Dial via proxyctl\.Controller\.Run, which follows symlinks`
	_ = c.Cleanup(1) // want `HP1004: path into another root \(from proxyctl\.launcherDir ← "/proc/<pid>/root"\) reaches os\.Remove via proxyctl\.Controller\.Cleanup, which follows symlinks`
	_ = c.Local()
	_ = c.Pattern(1)                                                  // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove via proxyctl\.Controller\.Pattern, which follows symlinks`
	_ = c.StartWith(fmt.Sprintf("/proc/%d/root/var/run/kubevirt", 1)) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove via proxyctl\.Controller\.StartWith, which follows symlinks`
	_ = c.StartWith("/var/run/kubevirt/migrationproxy")
	_ = proxyctl.Sweep(migrationproxy.NewMigrationProxyManager(), 1) // want `HP1004: path into another root \(from proxyctl\.launcherDir ← "/proc/<pid>/root"\) reaches os\.Remove via proxyctl\.Sweep, which follows symlinks`
	_ = proxyctl.ListenerDir(proxy, "self")
	_ = proxyctl.OwnDir(proxy, "self")
	_ = proxyctl.SelfDir(proxy)
	_ = c.PhaseTwo(nil)
	_ = proxyctl.NewConfigurator(proxy, "self").Generate()
	_ = proxyctl.OwnDir(proxy, os.Args[1]) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove via proxyctl\.OwnDir, which follows symlinks`
	//kvlint:ignore HP1004 fixture: the launcher is stopped before the sweep, so nothing replaces the socket directory
	_ = proxyctl.Sweep(proxy, 2)
}
