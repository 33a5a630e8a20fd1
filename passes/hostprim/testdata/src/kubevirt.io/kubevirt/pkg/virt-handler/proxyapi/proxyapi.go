// Package proxyapi declares the migration proxy's interface; its
// implementations live in migration-proxy, the code that calls it in
// proxyctl, and the wiring in proxywire (as cmd/virt-handler wires it).
package proxyapi

type ProxyManager interface {
	StartSourceListener(key, baseDir string) error
	StartTargetListener(key string, sockets []string) error
}
