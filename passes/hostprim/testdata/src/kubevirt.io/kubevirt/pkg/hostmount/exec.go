package hostmount // want package:"stored hostmount.detach: mount via unix.Unmount; stored hostmount.mountBlock: mount via hostmount.MountBlock→unix.Mount"

import "os/exec"

// Exec runs the mount tool its caller names: the wrapper's own exec wrapper.
func Exec(tool string, args ...string) error { // want Exec:"runs the binary its argument 0 names"
	return exec.Command(tool, args...).Run()
}
