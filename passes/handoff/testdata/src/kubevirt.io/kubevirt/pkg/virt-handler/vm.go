package virthandler

import (
	"libvirt.org/go/libvirt"

	"kubevirt.io/kubevirt/pkg/virt-controller/services"       // want `HO1001: kubevirt.io/kubevirt/pkg/virt-handler \(virt-handler\) imports kubevirt.io/kubevirt/pkg/virt-controller/services, a package of virt-controller; virt-handler may import shared \(handoff.may-import.virt-handler\)`
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
	conn, _ := libvirt.NewConnect("qemu:///system") // want `HO1002: virt-handler uses handoff channel libvirt \(call libvirt\) directly: libvirt.NewConnect` `HO1002: virt-handler uses handoff channel libvirt-connect \(open a libvirt connection\) directly: libvirt.NewConnect .*; the channel is allowed to packages kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/cli only`
	_, _ = conn.LookupDomainByName("vmi")           // want `HO1002: virt-handler uses handoff channel libvirt \(call libvirt\) directly: libvirt.Connect.LookupDomainByName`
}
