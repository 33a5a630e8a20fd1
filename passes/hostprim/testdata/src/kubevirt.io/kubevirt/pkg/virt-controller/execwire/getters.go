package execwire

import (
	"os"
	"os/exec"

	"kubevirt.io/kubevirt/pkg/util/hostbin"
)

// Binaries and a kernel parameter named by another package's getters are
// read as the getters' own package would read them.

func mountByGetter() error { // want mountByGetter:"mount via exec mount"
	return exec.Command(hostbin.MountBinary(), "-a").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func unmountByGetter() error { // want unmountByGetter:"mount via exec umount"
	bin := hostbin.UnmountBinary()
	return exec.Command(bin, "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func panicKnob() error { // want panicKnob:"sysctl via os.WriteFile\\(/proc/sys/kernel/…\\)"
	return os.WriteFile(hostbin.KernelKnob("panic"), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/kernel/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/kernel/…\)$`
}

// A getter that may fail: its first result is the binary, the error is no
// string of it.
func mountByFallibleGetter() error { // want mountByFallibleGetter:"mount via exec mount"
	bin, err := hostbin.FindMount()
	if err != nil {
		return exec.Command(err.Error()).Run()
	}
	return exec.Command(bin, "-a").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func knobByForwarder() error { // want knobByForwarder:"sysctl via os.WriteFile\\(/proc/sys/kernel/…\\)"
	p, _ := hostbin.KnobOrErr("panic")
	return os.WriteFile(p, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/kernel/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/kernel/…\)$`
}

func mountByGetterExcused() error { // want mountByGetterExcused:"mount via exec mount"
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return exec.Command(hostbin.MountBinary(), "-a").Run()
}

// A method getter's binary, as a function getter's.
func byMethod() error { // want byMethod:"mount via exec mount"
	return exec.Command(hostbin.Tools{}.Mount(), "-a").Run() // want `HP1001: exec mount is a raw mount primitive outside its wrapper packages` `HP1002: virt-controller reaches mount via exec mount`
}

// A getter in a file with a generated-code header, as any other.
func byGeneratedGetter() error { // want byGeneratedGetter:"privileged-exec via exec chroot"
	return exec.Command(hostbin.ChrootBinary(), "/host").Run() // want `HP1001: exec chroot is a raw privileged-exec primitive outside its wrapper packages` `HP1002: virt-controller reaches privileged-exec via exec chroot$`
}

// A getter named String is a getter: the name decides nothing.
func byStringer() error { // want byStringer:"mount via exec mount"
	return exec.Command(hostbin.Tools{}.String(), "-a").Run() // want `HP1001: exec mount is a raw mount primitive outside its wrapper packages` `HP1002: virt-controller reaches mount via exec mount`
}

// Close negatives: a getter's binary of no category, and one the
// environment names.
func imageInfo() error { return exec.Command(hostbin.ImageTool(), "info").Run() }

func fromEnv() error { return exec.Command(hostbin.FromEnv()).Run() }

var _, _, _, _, _, _, _, _, _, _, _ = byGeneratedGetter, mountByGetter, unmountByGetter, panicKnob, mountByGetterExcused, imageInfo, fromEnv, byMethod, byStringer, mountByFallibleGetter, knobByForwarder
