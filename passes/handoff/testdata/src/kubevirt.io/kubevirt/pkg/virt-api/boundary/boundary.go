// Package boundary: virt-api may import shared packages and virt-operator's; // want package:"key constants of kubevirt\\.io/api/core/v1"
// every other component's package is a boundary crossing, however imported.
package boundary

import (
	"strings" // the standard library is no component

	_ "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client" // want `HO1001: kubevirt\.io/kubevirt/pkg/virt-api/boundary \(virt-api\) imports kubevirt\.io/kubevirt/pkg/virt-handler/cmd-client, a package of virt-handler`

	v1 "kubevirt.io/api/core/v1" // shared, in the module: allowed
	"kubevirt.io/kubevirt/pkg/podutil"
	svc "kubevirt.io/kubevirt/pkg/virt-controller/services" // want `imports kubevirt\.io/kubevirt/pkg/virt-controller/services, a package of virt-controller`
	"kubevirt.io/kubevirt/pkg/virt-launcher/virtwrap/api"   // want `HO1001: .* imports kubevirt\.io/kubevirt/pkg/virt-launcher/virtwrap/api, a package of virt-launcher`
	"kubevirt.io/kubevirt/pkg/virt-operator/components"     // virt-operator: allowed by name
)

var (
	_ = strings.ToUpper
	_ = v1.NodeNameLabel
	_ = podutil.Render
	_ = svc.TdxDeviceName
	_ = api.DomainName
	_ = components.HandlerServiceAccountName
)
