// Package migrationproxy stands in for the virt-handler migration proxy manager.
package migrationproxy

type ProxyManager interface {
	StartTargetListener(key string, sockets []string) error
	StopTargetListener(key string)
}
