// Package cli is the one package allowed to open a libvirt connection.
package cli

import "libvirt.org/go/libvirt"

func NewConnection(uri string) (*libvirt.Connect, error) { // want NewConnection:"libvirt via libvirt.NewConnect; libvirt-connect via libvirt.NewConnect"
	return libvirt.NewConnect(uri)
}
