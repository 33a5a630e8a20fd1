// Package initvar mounts in a package-level variable's initializer.
package initvar // want package:"mount via hostmount.MountBlock→unix.Mount"

import "kubevirt.io/kubevirt/pkg/hostmount"

// Mounted is the wrapper's answer, computed when the package initializes.
var Mounted = hostmount.MountBlock("/dev/sdb", "/mnt")
