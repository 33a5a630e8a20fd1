package virtwrap

import (
	"libvirt.org/go/libvirt"

	"kubevirt.io/kubevirt/pkg/unsafepath"                        // allowed importer (exactly this package)
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client" // exempted by a pattern
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/cli"
)

var _ = unsafepath.UnsafeAbsolute

type Manager struct{ opts cmdclient.MigrationOptions }

// Through cli, in the launcher's own component: cli answers for itself.
func (m *Manager) Start() error { // want Start:"libvirt via libvirt.Connect.LookupDomainByName; libvirt-connect via cli.NewConnection→libvirt.NewConnect"
	conn, err := cli.NewConnection("qemu:///system")
	if err != nil {
		return err
	}
	dom, _ := conn.LookupDomainByName("vmi")
	return dom.Create()
}

// Opening a connection outside cli is reported; libvirt itself is allowed.
func (m *Manager) Reconnect() { // want Reconnect:"libvirt via libvirt.NewConnect; libvirt-connect via libvirt.NewConnect"
	libvirt.NewConnect("qemu:///system") // want `HO1002: virt-launcher uses handoff channel libvirt-connect directly: libvirt\.NewConnect`
}
