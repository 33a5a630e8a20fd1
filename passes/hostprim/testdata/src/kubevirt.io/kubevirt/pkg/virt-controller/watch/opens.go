package watch

import (
	"os"
	"syscall"
)

// Opening a kernel parameter for writing writes it, as os.WriteFile would.
func openForward() error { // want openForward:"sysctl via os.OpenFile\\(/proc/sys/net/ipv4/ip_forward\\)"
	f, err := os.OpenFile("/proc/sys/net/ipv4/ip_forward", os.O_WRONLY|os.O_TRUNC, 0) // want `HP1001: os.OpenFile\(/proc/sys/net/ipv4/ip_forward\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.OpenFile\(/proc/sys/net/ipv4/ip_forward\)$`
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString("1")
	return err
}

func openRawForward() (int, error) { // want openRawForward:"sysctl via syscall.Open\\(/proc/sys/net/ipv4/ip_forward\\)"
	return syscall.Open("/proc/sys/net/ipv4/ip_forward", syscall.O_WRONLY|syscall.O_CLOEXEC, 0) // want `HP1001: syscall.Open\(/proc/sys/net/ipv4/ip_forward\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via syscall.Open`
}

// Close negatives: opened to read; opened read-write, as a device is to
// drive it by ioctl (/dev/kvm), which is no write of what the path holds;
// and a flag computed at run time (not read).
func openNegatives(flag int) error {
	kvm, err := os.OpenFile("/proc/sys/kernel/osrelease", os.O_RDWR, 0)
	if err != nil {
		return err
	}
	_ = kvm.Close()
	f, err := os.OpenFile("/proc/sys/net/ipv4/ip_forward", os.O_RDONLY, 0)
	if err != nil {
		return err
	}
	_ = f.Close()
	_, err = os.OpenFile("/proc/sys/net/ipv4/ip_forward", flag, 0)
	return err
}

// A directive excuses the raw primitive, not the component reaching it.
func openExcused() error { // want openExcused:"sysctl via os.OpenFile\\(/proc/sys/net/ipv4/ip_forward\\)"
	//kvlint:ignore HP1001 the fixture's excused open
	f, err := os.OpenFile("/proc/sys/net/ipv4/ip_forward", os.O_APPEND, 0) // want `HP1002: virt-controller reaches sysctl via os.OpenFile\(/proc/sys/net/ipv4/ip_forward\)$`
	if err != nil {
		return err
	}
	return f.Close()
}
