// Package libvirt stands in for libvirt.org/go/libvirt.
package libvirt

type Connect struct{}

type Domain struct{}

func NewConnect(uri string) (*Connect, error) { return &Connect{}, nil }

func (c *Connect) LookupDomainByName(name string) (*Domain, error) { return &Domain{}, nil }

func (d *Domain) Create() error { return nil }
