package execwire

import (
	"os/exec"

	"kubevirt.io/kubevirt/pkg/util/hostbin"
	"kubevirt.io/kubevirt/pkg/util/hostexec"
)

// An exec wrapper held in a package-level variable runs what its caller
// names, as a declared wrapper does; so does another package's.
var toolSeam = func(bin string) error { return hostexec.Run(bin, "-q") }

func viaToolSeam() error { // want viaToolSeam:"mount via exec umount"
	return toolSeam("/bin/umount") // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func viaImportedRunSeam() error { // want viaImportedRunSeam:"mount via exec mount"
	return hostexec.RunSeam("mount", "-a") // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func viaImportedGetterSeam() error { // want viaImportedGetterSeam:"mount via exec mount"
	return exec.Command(hostbin.MountSeam(), "-a").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// Close negatives: a binary of no category through the same seams.
func imageThroughSeams() error {
	if err := toolSeam("qemu-img"); err != nil {
		return err
	}
	return exec.Command(hostbin.ImageSeam()).Run()
}
