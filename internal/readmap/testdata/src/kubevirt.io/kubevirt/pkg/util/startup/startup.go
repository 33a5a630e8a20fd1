// Package startup is shared code that mounts when it initializes.
package startup

import "kubevirt.io/kubevirt/pkg/mount"

func init() {
	_ = mount.Mount("/var/run/kubevirt", "/var/run/kubevirt")
}
