package execforms

import "os/exec"

// runTool runs what its caller names: the run is at each call that passes
// a binary, not in runTool, whose other callers run something else.
func runTool(name string, args ...string) error {
	return exec.Command(name, args...).Run()
}

// runVia passes its own parameter on: its callers name the binary.
func runVia(bin string) error {
	return runTool(bin, "-t", "1")
}

func remount() error { // want remount:"mount via exec mount"
	return runTool("mount", "-o", "remount,ro", "/") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// Through a wrapper of the wrapper; nsenter by bare name goes through
// $PATH in exec.Command.
func enter() error { // want enter:"namespace via exec nsenter"
	return runVia("nsenter") // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$` `HP1003: privileged helper "nsenter" is executed by bare name`
}

// A local variable holding the binary, and a shell the wrapper is told to run.
func unmount(lazy bool) error { // want unmount:"mount via exec umount"
	bin := "umount"
	if lazy {
		bin = "/bin/umount"
	}
	return runTool(bin, "-l", "/mnt") // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func tune() error { // want tune:"sysctl via exec sysctl"
	return runTool("sh", "-c", "sysctl -w vm.swappiness=0") // want `HP1001: exec sysctl is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via exec sysctl$`
}

// Close negatives: the wrapper told to run a tool of no category (its
// fact is empty: the wrapper itself runs nothing known), and a call that
// passes a binary built at run time.
func convert() error {
	return runTool("qemu-img", "convert", "a", "b")
}

func dynamic(tool string) error {
	return runTool(tool)
}

// Excused with a reason.
func remountExcused() error { // want remountExcused:"mount via exec mount"
	//kvlint:ignore HP1001,HP1002 the debug helper remounts inside the tools container
	return runTool("mount", "-o", "remount", "/tmp")
}
