package execforms

import (
	"os"
	"os/exec"
	"path/filepath"
)

// A getter and a path builder held in package-level variables (seams a
// test can replace) name what runs as declared ones do.
var (
	umountSeam = func() string { return "/bin/umount" }
	knobSeam   = func(name string) string { return filepath.Join("/proc/sys/kernel", name) }
	// Close negatives: a seam naming a binary of no category, and one
	// whose name comes from its caller.
	imageSeam = func() string { return "qemu-img" }
	nameSeam  = func(name string) string { return name }
)

func viaGetterSeam() error { // want viaGetterSeam:"mount via exec umount"
	return exec.Command(umountSeam(), "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func viaBuilderSeam(name string) error { // want viaBuilderSeam:"sysctl via os.WriteFile\\(/proc/sys/kernel/…\\)"
	return os.WriteFile(knobSeam(name), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/kernel/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/kernel/…\)$`
}

func viaImageSeam() error { return exec.Command(imageSeam(), "info").Run() }

func viaNameSeam(bin string) error { return exec.Command(nameSeam(bin)).Run() }

func viaGetterSeamExcused() error { // want viaGetterSeamExcused:"mount via exec umount"
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return exec.Command(umountSeam(), "/mnt").Run()
}
