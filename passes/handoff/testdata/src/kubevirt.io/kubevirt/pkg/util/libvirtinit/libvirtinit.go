// Package libvirtinit is shared code that opens a libvirt connection when
// it initializes: whoever imports it does.
package libvirtinit

import "libvirt.org/go/libvirt"

// Conn is the connection opened at initialization.
var Conn, ConnErr = libvirt.NewConnect("qemu:///system")
