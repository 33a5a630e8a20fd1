// Package hypervisor is shared code: its imports of components are not
// checked because the policy gives shared no may-import entry.
package hypervisor

import "kubevirt.io/kubevirt/pkg/virt-handler/cmd-client"

var _ cmdclient.MigrationOptions
