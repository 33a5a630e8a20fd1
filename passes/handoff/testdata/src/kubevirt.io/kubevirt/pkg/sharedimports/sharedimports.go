// Package sharedimports belongs to no component: shared code has no
// boundary of its own (what it reaches is attributed to its callers).
package sharedimports

import (
	"kubevirt.io/kubevirt/pkg/virt-controller/services"
	cmdclient "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"
)

var (
	_ = services.TdxDeviceName
	_ cmdclient.MigrationOptions
)
