// Package bareoff runs virt-chroot by bare name under a policy that leaves
// HP1003 off: no finding.
package bareoff

import "os/exec"

func run() error { // want run:"privileged-exec via exec virt-chroot"
	return exec.Command("virt-chroot", "--help").Run() // want `HP1001: exec virt-chroot is a raw privileged-exec primitive`
}

var _ = run
