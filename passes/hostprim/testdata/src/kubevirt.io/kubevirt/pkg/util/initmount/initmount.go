// Package initmount mounts when it initializes, through the shared mount
// wrapper: not a raw primitive, but whoever imports it runs the mount.
package initmount // want package:"mount via initmount.init→initmount.prepare→hostmount.MountBlock→unix.Mount"

import "kubevirt.io/kubevirt/pkg/hostmount"

func init() {
	_ = prepare()
}

func prepare() error { return hostmount.MountBlock("/dev/sda", "/mnt") } // want prepare:"mount via hostmount.MountBlock→unix.Mount"
