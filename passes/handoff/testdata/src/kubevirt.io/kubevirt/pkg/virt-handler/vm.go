package virthandler

import (
	"libvirt.org/go/libvirt"

	"kubevirt.io/kubevirt/pkg/virt-controller/services"       // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-handler \(virt-handler\) imports kubevirt\.io/kubevirt/pkg/virt-controller/services, a package of virt-controller`
	"kubevirt.io/kubevirt/pkg/virt-controller/watch/topology" // exempted edge
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api" //kvlint:ignore HO1001 domain types are the handler-launcher contract
)

var _ = services.TdxDeviceName
var _ = topology.IsManualTSCFrequencyRequired
var _ = api.DomainName

// virt-handler is allowed the launcher gRPC channel.
func Sync(socket string) error { // want Sync:"launcher-grpc via cmdclient.LauncherClient.SyncVirtualMachine"
	c, err := cmdclient.NewClient(socket)
	if err != nil {
		return err
	}
	return c.SyncVirtualMachine("vmi")
}

// libvirt belongs to the launcher: both the libvirt and the connection
// channel are reported at the one call.
func Inspect() { // want Inspect:"libvirt via libvirt.Connect.LookupDomainByName; libvirt-connect via libvirt.NewConnect"
	conn, _ := libvirt.NewConnect("qemu:///system") // want `HO1002: virt-handler uses handoff channel libvirt directly: libvirt\.NewConnect$` `HO1002: virt-handler uses handoff channel libvirt-connect directly: libvirt\.NewConnect$`
	_, _ = conn.LookupDomainByName("vmi")           // want `HO1002: virt-handler uses handoff channel libvirt directly: libvirt\.Connect\.LookupDomainByName`
}
