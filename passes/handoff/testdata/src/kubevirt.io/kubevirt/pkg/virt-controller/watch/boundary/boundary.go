// Package boundary: virt-controller may import the launcher's domain API
// package by its exact path, and nothing else of virt-launcher.
package boundary

import (
	"kubevirt.io/kubevirt/pkg/virt-controller/watch/topology" // its own component
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"     // allowed by path

	_ "kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/cli" // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-controller/watch/boundary \(virt-controller\) imports kubevirt\.io/kubevirt/pkg/virt-launcher/virtwrap/cli, a package of virt-launcher`
)

var (
	_ = topology.IsManualTSCFrequencyRequired
	_ = api.DomainName
)
