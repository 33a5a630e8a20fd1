// Package migrationproxy implements proxyapi.ProxyManager three times: the
// manager virt-handler wires (unexported, follows links in its paths), a
// no-op one a dry run wires, and a logging one nothing ever stores.
package migrationproxy

import (
	"net"
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/virt-handler/proxyapi"
)

type migrationProxyManager struct{}

func NewMigrationProxyManager() proxyapi.ProxyManager { return &migrationProxyManager{} }

func (m *migrationProxyManager) StartSourceListener(key, baseDir string) error { // want StartSourceListener:"baseDir reaches os.Remove"
	return os.Remove(filepath.Join(baseDir, key+"-source.sock"))
}

func (m *migrationProxyManager) StartTargetListener(key string, sockets []string) error { // want StartTargetListener:"sockets reaches net.Dial"
	for _, s := range sockets {
		if _, err := net.Dial("unix", s); err != nil {
			return err
		}
	}
	return nil
}

type NoopProxyManager struct{}

func (NoopProxyManager) StartSourceListener(key, baseDir string) error          { return nil }
func (NoopProxyManager) StartTargetListener(key string, sockets []string) error { return nil }

// LoggingProxyManager follows links too, but nothing stores one: calls
// through proxyapi.ProxyManager never reach it.
type LoggingProxyManager struct{}

func (LoggingProxyManager) StartSourceListener(key, baseDir string) error { // want StartSourceListener:"baseDir reaches os.Stat"
	_, err := os.Stat(baseDir)
	return err
}

func (LoggingProxyManager) StartTargetListener(key string, sockets []string) error { return nil }

// RemoveSocket is a named function the wiring stores into a function-typed
// field.
func RemoveSocket(path string) error { return os.Remove(path) } // want RemoveSocket:"path reaches os.Remove"

// KeepSocket is one that follows nothing.
func KeepSocket(path string) error { return nil }
