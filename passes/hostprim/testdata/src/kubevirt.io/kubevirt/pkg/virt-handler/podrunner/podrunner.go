// Package podrunner runs a program its caller names: the paths a caller
// hands in are followed only where the program it names follows them.
package podrunner

import "os/exec"

// Run runs binary on args.
func Run(binary string, args ...string) error { // want Run:"args reaches exec.Command unless binary is /usr/bin/virt-chroot or virt-chroot"
	return exec.Command(binary, args...).Run()
}

// RunInHostMount runs binary in the node's mount namespace: it hands its
// program on, and the condition with it.
func RunInHostMount(binary string, args ...string) error { // want RunInHostMount:"args reaches podrunner.Run → exec.Command unless binary is /usr/bin/virt-chroot or virt-chroot"
	return Run(binary, append([]string{"--mount", "/proc/1/ns/mnt"}, args...)...)
}

// Chown names its program: what it is handed is followed.
func Chown(path string) error { // want Chown:"path reaches podrunner.Run → exec.Command"
	return Run("chown", "107:107", path)
}
