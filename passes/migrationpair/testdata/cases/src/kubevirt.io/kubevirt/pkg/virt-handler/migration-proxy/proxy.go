// Package migrationproxy stands in for virt-handler's migration proxies,
// keyed by a string the caller derives from the VMI.
package migrationproxy

type ProxyManager interface {
	StartTargetListener(key string, fds []int) error
	StopTargetListener(key string)
}
