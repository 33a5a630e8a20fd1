// Package initimports is virt-api code that calls no libvirt API but
// imports packages whose initialization may.
package initimports

import (
	"kubevirt.io/kubevirt/pkg/util/libvirtheld"
	"kubevirt.io/kubevirt/pkg/util/libvirtinit" // want `HO1002: virt-api reaches handoff channel libvirt via init of kubevirt\.io/kubevirt/pkg/util/libvirtinit$` `HO1002: virt-api reaches handoff channel libvirt-connect via init of kubevirt\.io/kubevirt/pkg/util/libvirtinit$`
)

var _, _ = libvirtinit.ConnErr, libvirtheld.Dial
