// Package proxycleaner implements teardown.Cleaner: one implementation
// stops the proxy listener, one only records.
package proxycleaner

import (
	migrationproxy "kubevirt.io/kubevirt/pkg/virt-handler/migration-proxy"
	"kubevirt.io/kubevirt/pkg/virt-handler/teardown"
)

type stopping struct{ proxy migrationproxy.ProxyManager }

func (s stopping) Cleanup(key string) { s.proxy.StopTargetListener(key) } // want Cleanup:"lc-stop target proxy listener via migrationproxy.ProxyManager.StopTargetListener"

// New is the cleaner the handler wires: it stops the listener.
func New(pm migrationproxy.ProxyManager) teardown.Cleaner { return stopping{pm} }

// Stopping stops it too, but nothing assigns it.
type Stopping struct{ Proxy migrationproxy.ProxyManager }

func (s Stopping) Cleanup(key string) { s.Proxy.StopTargetListener(key) } // want Cleanup:"lc-stop target proxy listener via migrationproxy.ProxyManager.StopTargetListener"

// Recording only records the key.
type Recording struct{ Keys []string }

func (r *Recording) Cleanup(key string) { r.Keys = append(r.Keys, key) }
