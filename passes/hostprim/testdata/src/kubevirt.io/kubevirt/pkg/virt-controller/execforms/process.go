package execforms

import (
	"os"
	"os/exec"
	"syscall"
)

// The other ways to run a program: execve, os.StartProcess, an exec.Cmd
// literal. Their argv's first element is the program's name; the words
// after it are the arguments an entry may require.
func execve() error { // want execve:"namespace via exec nsenter"
	return syscall.Exec("/usr/bin/nsenter", []string{"nsenter", "-t", "1", "-m"}, os.Environ()) // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$`
}

// execve does not search $PATH: a bare name is no HP1003 (close negative
// for HP1003, still HP1001).
func execveBare() error { // want execveBare:"namespace via exec nsenter"
	return syscall.Exec("nsenter", []string{"nsenter", "-t", "1"}, nil) // want `HP1001: exec nsenter is a raw namespace primitive` `HP1002: virt-controller reaches namespace via exec nsenter$`
}

func startProcess() error { // want startProcess:"mount via exec mount"
	argv := []string{"mount", "/dev/sda", "/mnt"}
	_, err := os.StartProcess("/usr/bin/mount", argv, &os.ProcAttr{}) // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
	return err
}

func cmdLiteral() error { // want cmdLiteral:"mount via exec umount"
	cmd := &exec.Cmd{Path: "/bin/umount", Args: []string{"umount", "-l", "/mnt"}} // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
	return cmd.Run()
}

// A shell in an exec.Cmd literal: its script's commands.
func cmdLiteralShell() error { // want cmdLiteralShell:"sysctl via exec sysctl"
	cmd := exec.Cmd{Path: "/bin/sh", Args: []string{"sh", "-c", "sysctl -w vm.swappiness=0"}} // want `HP1001: exec sysctl is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via exec sysctl$`
	return cmd.Run()
}

// Close negatives: a sysctl that only reads (the entry requires -w or
// name=value among the argv words), a program of no category, a Cmd whose
// path is built at run time.
func execveRead() error {
	return syscall.Exec("/sbin/sysctl", []string{"sysctl", "net.ipv4.ip_forward"}, nil)
}

func startTool() error {
	_, err := os.StartProcess("/usr/bin/qemu-img", []string{"qemu-img", "info", "/disk.img"}, &os.ProcAttr{})
	return err
}

func cmdAnyPath(p string) error {
	return (&exec.Cmd{Path: p, Args: []string{p}}).Run()
}
