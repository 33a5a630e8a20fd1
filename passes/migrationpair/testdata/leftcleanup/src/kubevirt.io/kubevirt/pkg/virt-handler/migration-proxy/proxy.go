// Package migrationproxy stands in for the handler's migration proxies.
package migrationproxy

type ProxyManager interface {
	StartSourceListener(key string) error
	StopSourceListener(key string)
	StartTargetListener(key string) error
	StopTargetListener(key string)
}
