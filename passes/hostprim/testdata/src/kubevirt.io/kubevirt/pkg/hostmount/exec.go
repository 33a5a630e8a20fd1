package hostmount

import "os/exec"

// Exec runs the mount tool its caller names: the wrapper's own exec wrapper.
func Exec(tool string, args ...string) error { // want Exec:"runs the binary its argument 0 names"
	return exec.Command(tool, args...).Run()
}
