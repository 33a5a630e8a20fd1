// Package boundary: virt-launcher's packages are exempted for the handler's
// command client, and only for it.
package boundary

import (
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client" // exempted edge

	_ "kubevirt.io/kubevirt/pkg/virt-handler" // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-launcher/virtwrap/boundary \(virt-launcher\) imports kubevirt\.io/kubevirt/pkg/virt-handler, a package of virt-handler`
)

var _ cmdclient.MigrationOptions
