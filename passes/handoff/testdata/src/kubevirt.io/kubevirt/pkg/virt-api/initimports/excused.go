package initimports // want package:"libvirt via init of kubevirt.io/kubevirt/pkg/util/libvirtinit→libvirt.NewConnect; libvirt-connect via init of kubevirt.io/kubevirt/pkg/util/libvirtinit→libvirt.NewConnect"

import (
	//kvlint:ignore HO1002 fixture: a reviewed import whose initialization connects
	_ "kubevirt.io/kubevirt/pkg/util/libvirtinit"
)
