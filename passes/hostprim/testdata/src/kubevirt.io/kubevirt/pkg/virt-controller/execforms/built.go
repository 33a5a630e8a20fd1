package execforms

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Strings built from known parts, or kept in a local variable first: the
// path a write names and the binary a run names are read the same way.

const sbin = "/usr/sbin"

// toolDir is a variable so tests can replace it.
var toolDir = "/usr/sbin"

func sysctlLocal(iface string) error { // want sysctlLocal:"sysctl via os.WriteFile\\(/proc/sys/net/ipv4/conf/…\\)"
	p := fmt.Sprintf("/proc/sys/net/ipv4/conf/%s/arp_ignore", iface)
	return os.WriteFile(p, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv4/conf/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv4/conf/…\)$`
}

// One branch writes a plain file, the other a kernel parameter whose path
// is joined from constants.
func sysctlBranch(v6 bool) error { // want sysctlBranch:"sysctl via os.WriteFile\\(/proc/sys/net/ipv6/conf/all/forwarding\\)"
	target := "/tmp/kubevirt/forwarding"
	if v6 {
		target = filepath.Join("/proc/sys/net", "ipv6", "conf/all/forwarding")
	}
	return os.WriteFile(target, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv6/conf/all/forwarding\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv6/conf/all/forwarding\)$`
}

func joinedBinary() error { // want joinedBinary:"mount via exec mount"
	return exec.Command(filepath.Join(sbin, "mount"), "-a").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

func concatBinary() error { // want concatBinary:"mount via exec umount"
	bin := toolDir + "/umount"
	return exec.Command(bin, "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func sysctlExcused() error { // want sysctlExcused:"sysctl via os.WriteFile\\(/proc/sys/vm/overcommit_memory\\)"
	p := filepath.Join("/proc/sys/vm", "overcommit_memory")
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return os.WriteFile(p, []byte("1"), 0o644)
}

// A getter of the package names the binary; a path builder of the package
// names the kernel parameter.
func umountBinary() string { return "/bin/umount" }

func knob(name string) string {
	if name == "" {
		return "/proc/sys/kernel/panic"
	}
	return filepath.Join("/proc/sys/kernel", name)
}

// A path builder that may fail names the kernel parameter by its first
// result (its failure's empty string is no value a caller uses).
func knobOrErr(name string) (string, error) {
	if name == "" {
		return "", errors.New("no name")
	}
	return filepath.Join("/proc/sys/vm", name), nil
}

func sysctlFallible(name string) error { // want sysctlFallible:"sysctl via os.WriteFile\\(/proc/sys/vm/…\\)"
	p, err := knobOrErr(name)
	if err != nil {
		return err
	}
	return os.WriteFile(p, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/vm/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/vm/…\)$`
}

// Each result by its own returns: the first is a temporary directory, the
// second a kernel parameter.
func tmpAndKnob() (string, string) { return os.TempDir(), "/proc/sys/vm/swappiness" }

func laterResult() error { // want laterResult:"sysctl via os.WriteFile\\(/proc/sys/vm/swappiness\\)"
	dir, p := tmpAndKnob()
	if err := os.WriteFile(dir, nil, 0o644); err != nil {
		return err
	}
	return os.WriteFile(p, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/vm/swappiness\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/vm/swappiness\)$`
}

func viaGetter() error { // want viaGetter:"mount via exec umount"
	return exec.Command(umountBinary(), "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

func viaBuilder(name string) error { // want viaBuilder:"sysctl via os.WriteFile\\(/proc/sys/kernel/panic\\)"
	return os.WriteFile(knob(name), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/kernel/panic\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/kernel/panic\)$`
}

// A path appended to: what it was assigned is its prefix.
func sysctlAppend(name string) error { // want sysctlAppend:"sysctl via os.WriteFile\\(/proc/sys/…\\)"
	p := "/proc/sys/"
	p += name
	return os.WriteFile(p, []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/…\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/…\)$`
}

// A binary appended to is not the binary it was assigned.
func appended() error {
	bin := "mount"
	bin += "point"
	return exec.Command(bin, "-q", "/mnt").Run()
}

// Close negatives: a getter of a binary of no category, and one that
// returns what it is given; a local that holds no kernel parameter; a binary whose
// name is a parameter, joined to a known directory; a path that grows in a
// loop (known only up to where it starts to repeat).
func plainFile() error {
	p := "/tmp/kubevirt/ready"
	return os.WriteFile(p, nil, 0o644)
}

func joinedParam(tool string) error {
	return exec.Command(filepath.Join(sbin, tool), "--version").Run()
}

func isoTool() string { return "xorrisofs" }

func echo(s string) string { return s }

func viaOtherGetter() error {
	return exec.Command(isoTool(), "-o", "/tmp/cloud-init.iso").Run()
}

func viaEcho(bin string) error {
	return exec.Command(echo(bin), "--version").Run()
}

func grows(n int) error {
	p := "/tmp/kubevirt"
	for i := 0; i < n; i++ {
		p = p + "/sub"
	}
	return os.MkdirAll(p, 0o755)
}

var _, _, _, _, _, _, _, _ = sysctlLocal, sysctlBranch, joinedBinary, concatBinary, sysctlExcused, plainFile, joinedParam, grows

var _, _, _, _, _, _, _, _ = viaGetter, viaBuilder, viaOtherGetter, viaEcho, sysctlAppend, appended, sysctlFallible, laterResult

// A run's words are read as its binary is: sysctl's write flag held in a
// local is the write.
func sysctlFlagLocal(kv string) error { // want sysctlFlagLocal:"sysctl via exec sysctl"
	flag := "-w"
	return exec.Command("sysctl", flag, kv).Run() // want `HP1001: exec sysctl is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via exec sysctl$`
}

// name=value from a package-level variable, in an argv literal's element.
var forwarding = "net.ipv4.ip_forward=1"

func sysctlArgvVar() error { // want sysctlArgvVar:"sysctl via exec sysctl"
	cmd := exec.Cmd{Path: "/usr/sbin/sysctl", Args: []string{"sysctl", forwarding}} // want `HP1001: exec sysctl is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via exec sysctl$`
	return cmd.Run()
}

func sysctlFlagExcused(kv string) error { // want sysctlFlagExcused:"sysctl via exec sysctl"
	flag := "-w"
	//kvlint:ignore HP1001,HP1002 fixture: a reviewed exception
	return exec.Command("sysctl", flag, kv).Run()
}

// Close negatives: a read (-n) held in a local; a flag that may be the
// write or the read is unknown, as a word built at run time is.
func sysctlReadLocal() error {
	flag := "-n"
	return exec.Command("sysctl", flag, "net.ipv4.ip_forward").Run()
}

func sysctlEitherFlag(write bool) error {
	flag := "-n"
	if write {
		flag = "-w"
	}
	return exec.Command("sysctl", flag, "net.ipv4.ip_forward").Run()
}
