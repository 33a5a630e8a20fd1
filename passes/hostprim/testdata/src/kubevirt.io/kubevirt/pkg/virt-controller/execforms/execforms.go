// Package execforms: virt-controller, which may reach no mount or namespace
// primitive, running their binaries in the forms code names a binary.
package execforms

import (
	"context"
	"os/exec"
)

const mountBin = "mount"

// nsenterPath is a variable so tests can replace it; its initializer is
// what production runs.
var nsenterPath = "/usr/bin/nsenter"

func namedConst() error { // want namedConst:"mount via exec mount"
	return exec.Command(mountBin, "/dev/sda", "/mnt").Run() // want `HP1001: exec mount is a raw mount primitive outside its wrapper packages$` `HP1002: virt-controller reaches mount via exec mount$`
}

func localVar(lazy bool) error { // want localVar:"mount via exec umount"
	bin := "umount"
	if lazy {
		bin = "/bin/umount"
	}
	return exec.Command(bin, "-l", "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func packageVar(ctx context.Context) error { // want packageVar:"namespace via exec nsenter"
	return exec.CommandContext(ctx, nsenterPath, "-t", "1", "-m").Run() // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$`
}

// Close negatives: a binary of no category, and a parameter no call in the
// package passes a value (only another package's callers would).
func isoImage(dir string) error {
	isoBinary := "xorrisofs"
	return exec.Command(isoBinary, "-o", dir+"/cloud-init.iso").Run()
}

func run(binary string, args ...string) error {
	return exec.Command(binary, args...).Run()
}
