// Package boundary: the exemption for virt-handler's topology import names
// the package kubevirt.io/kubevirt/pkg/virt-handler, not its subpackages.
package boundary

import (
	"kubevirt.io/kubevirt/pkg/virt-controller/watch/topology"    // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-handler/boundary \(virt-handler\) imports kubevirt\.io/kubevirt/pkg/virt-controller/watch/topology, a package of virt-controller`
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client" // its own component
)

var (
	_ = topology.IsManualTSCFrequencyRequired
	_ cmdclient.MigrationOptions
)
