package hypervisor

import "golang.org/x/sys/unix"

// probe is a seam: a package-level variable holding a function literal,
// which tests replace. What the literal does is done by whoever calls
// through the variable.
var probe = func(dev string) error { // want probe:"mount via unix.Mount"
	return unix.Mount(dev, "/probe", "ext4", 0, "") // want `HP1001: unix\.Mount is a raw mount primitive outside its wrapper packages`
}

// Probe mounts the device through the seam.
func Probe(dev string) error { // want Probe:"mount via hypervisor.probe→unix.Mount"
	return probe(dev)
}
