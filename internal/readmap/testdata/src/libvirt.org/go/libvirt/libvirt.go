// Package libvirt stands in for the libvirt Go binding.
package libvirt

// Connect is a connection.
type Connect struct{}

// NewConnect opens a connection.
func NewConnect(uri string) (*Connect, error) { return &Connect{}, nil }

// DomainCreateXML starts a domain.
func (c *Connect) DomainCreateXML(xml string) error { return nil }
