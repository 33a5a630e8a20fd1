package execforms

import (
	"fmt"
	"os/exec"
)

// A shell run with -c runs each command of its script.
func shellMount() error { // want shellMount:"mount via exec mount"
	return exec.Command("sh", "-c", "mount -o bind /var/run/kubevirt /mnt").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// The script built by fmt.Sprintf: its constant format names the binary;
// a wrapper and an assignment before it are passed over.
func shellFormatted(pid int) error { // want shellFormatted:"namespace via exec nsenter"
	return exec.Command("/bin/bash", "-c", fmt.Sprintf("LANG=C sudo nsenter -t %d -m -- true", pid)).Run() // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$` `HP1003: privileged helper "nsenter" is executed by bare name`
}

// A later command of the script, with the argument its entry requires.
func shellSysctl() error { // want shellSysctl:"sysctl via exec sysctl"
	script := "echo 1 && sysctl -w net.ipv4.ip_forward=1"
	return exec.Command("sh", "-c", script).Run() // want `HP1001: exec sysctl is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via exec sysctl$`
}

// The binary taken from a string slice literal, its arguments after it.
func sliceArgs() error { // want sliceArgs:"mount via exec umount"
	args := []string{"umount", "-l", "/mnt"}
	return exec.Command(args[0], args[1:]...).Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negatives: a script whose commands are of no category (mount only
// as an argument), a script the caller passes, a shell with no -c, a
// sysctl that only reads.
func shellEcho() error {
	return exec.Command("sh", "-c", "ls /proc/mounts | grep -c mount; echo mount").Run()
}

func shellParam(script string) error {
	return exec.Command("sh", "-c", script).Run()
}

func shellFile() error {
	return exec.Command("sh", "/usr/share/kubevirt/mount.sh").Run()
}

func shellRead() error {
	return exec.Command("sh", "-c", "sysctl net.ipv4.ip_forward").Run()
}

// Excused with a reason.
func shellExcused() error { // want shellExcused:"mount via exec mount"
	//kvlint:ignore HP1001,HP1002 the debug helper mounts inside the tools container
	return exec.Command("sh", "-c", "mount -t tmpfs none /tmp/debug").Run()
}

// The script concatenated: its constant parts name the binary, the parts
// built at run time are words of their own.
func shellConcat(dir string) error { // want shellConcat:"mount via exec mount"
	return exec.Command("/bin/sh", "-c", "mount --bind "+dir+" "+dir).Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

// Close negative: a concatenated script whose binary is built at run time.
func shellConcatBinary(bin, dir string) error {
	return exec.Command("sh", "-c", bin+" --bind "+dir).Run()
}
