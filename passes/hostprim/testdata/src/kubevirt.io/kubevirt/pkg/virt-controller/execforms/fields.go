package execforms

import (
	"os"
	"os/exec"
	"path/filepath"
)

// A binary or a path kept in an unexported struct field is what the
// package stores there: a constructor's literal, an assignment.

type runner struct {
	bin  string
	tool string
	// Exported: another package may store anything; unknown.
	Bin string
}

func newRunner() *runner { return &runner{bin: "mount", Bin: "chroot"} }

func (r *runner) run(args ...string) error { // want run:"mount via exec mount"
	return exec.Command(r.bin, args...).Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

type sysctlDir struct{ dir string }

func (c *sysctlDir) forward() error { // want forward:"sysctl via os.WriteFile\\(/proc/sys/net/ipv4/ip_forward\\)"
	c.dir = "/proc/sys/net/ipv4"
	return os.WriteFile(filepath.Join(c.dir, "ip_forward"), []byte("1"), 0o644) // want `HP1001: os.WriteFile\(/proc/sys/net/ipv4/ip_forward\) is a raw sysctl primitive` `HP1002: virt-controller reaches sysctl via os.WriteFile\(/proc/sys/net/ipv4/ip_forward\)$`
}

type unmounter struct{ bin, flag string }

func positional() error { // want positional:"mount via exec umount"
	u := unmounter{"umount", "-l"}
	return exec.Command(u.bin, u.flag, "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negatives: a field only ever a plain tool or a parameter's value,
// an exported field.
func fieldNegatives(name string) error {
	r := &runner{tool: "qemu-img"}
	_ = exec.Command(r.tool, "info").Run()
	_ = exec.Command(r.Bin, "/x").Run()
	r.tool = name
	return exec.Command(r.tool).Run()
}

// prober runs what production stores: a test's fake binary in its
// _test.go file (fields_test.go) is not what runs.
type prober struct{ bin string }

func newProber() *prober { return &prober{bin: "qemu-img"} }

func (p *prober) probe() error { return exec.Command(p.bin, "info").Run() }
