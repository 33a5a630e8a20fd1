// Package migrationproxy forwards migration traffic between nodes.
package migrationproxy

// ProxyManager owns the listeners.
type ProxyManager struct{}

// StartTargetListener starts the target's listener for key.
func (m *ProxyManager) StartTargetListener(key string) {}

// StopTargetListener stops it.
func (m *ProxyManager) StopTargetListener(key string) {}
