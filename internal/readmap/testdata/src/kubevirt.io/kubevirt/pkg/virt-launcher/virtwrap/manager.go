// Package virtwrap drives libvirt inside the launcher Pod.
package virtwrap

import "libvirt.org/go/libvirt"

// Manager owns the domain.
type Manager struct{}

// NewManager returns a manager.
func NewManager() *Manager { return &Manager{} }

// SyncVMI defines and starts the domain.
func (m *Manager) SyncVMI(name string) error {
	conn, err := libvirt.NewConnect("qemu:///system")
	if err != nil {
		return err
	}
	return conn.DomainCreateXML("<domain/>")
}
