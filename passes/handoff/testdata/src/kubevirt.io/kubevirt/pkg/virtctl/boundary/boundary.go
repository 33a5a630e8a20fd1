// Package boundary: virtctl has no may-import entry, so it may import shared
// packages only.
package boundary

import (
	"kubevirt.io/kubevirt/pkg/podutil"
	"kubevirt.io/kubevirt/pkg/virt-controller/services" // want `HO1001: kubevirt\.io/kubevirt/pkg/virtctl/boundary \(virtctl\) imports kubevirt\.io/kubevirt/pkg/virt-controller/services, a package of virt-controller`
)

var (
	_ = podutil.Render
	_ = services.TdxDeviceName
)
