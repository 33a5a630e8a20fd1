package execforms

import (
	"context"
	"os"
	"os/exec"
)

// exec.Command held in a variable runs what it would run called by name:
// a package's execCommand that tests swap for a fake, a local alias.
var execCommand = exec.Command

func heldPackageVar() error { // want heldPackageVar:"mount via exec mount"
	return execCommand("mount", "-t", "tmpfs", "none", "/mnt").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func heldLocal(ctx context.Context) error { // want heldLocal:"namespace via exec nsenter"
	run := exec.CommandContext
	return run(ctx, "nsenter", "-t", "1", "-m").Run() // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$` `HP1003: privileged helper "nsenter" is executed by bare name`
}

// Close negatives: a held exec.Command running a program no category
// names, and a variable holding a function that runs nothing.
func heldHarmless() error {
	return execCommand("qemu-img", "info", "/disk.img").Run()
}

func describe(name string, args ...string) *exec.Cmd { return &exec.Cmd{Path: "/bin/true"} }

func heldOther() error {
	run := describe
	return run("mount", "/mnt").Run()
}

func heldExcused() error { // want heldExcused:"mount via exec mount"
	//kvlint:ignore HP1001 the fixture's excused held exec
	return execCommand("mount", "--bind", "/a", "/b").Run() // want `HP1002: virt-controller reaches mount via exec mount$`
}

// A path writer held in a variable writes what it would write called by
// name.
func heldWriter() error { // want heldWriter:"sysctl via os.WriteFile\\(/proc/sys/net/ipv4/ip_forward\\)"
	write := os.WriteFile
	return write("/proc/sys/net/ipv4/ip_forward", []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv4/ip_forward\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv4/ip_forward\)$`
}

// Close negative: a held writer writing a path no category names.
func heldWriterHarmless() error {
	write := os.WriteFile
	return write("/var/run/kubevirt/ready", nil, 0o644)
}
