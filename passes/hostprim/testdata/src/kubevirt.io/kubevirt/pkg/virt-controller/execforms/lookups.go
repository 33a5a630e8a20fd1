package execforms

import "os/exec"

// A binary looked up in a map or slice the package builds from literals is
// the element at the key: a primitive cannot hide behind a table.
var binaries = map[string]string{
	"mount": "/usr/bin/mount",
	"img":   "qemu-img",
}

func lookupMount() error { // want lookupMount:"mount via exec mount"
	return exec.Command(binaries["mount"], "-t", "tmpfs", "none", "/mnt").Run() // want `HP1001: exec mount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec mount$`
}

type tools struct{ argv []string }

func newTools() *tools { return &tools{argv: []string{"qemu-img", "/usr/sbin/chroot"}} }

func (t *tools) second() error { // want second:"privileged-exec via exec chroot"
	return exec.Command(t.argv[1], "/").Run() // want `HP1001: exec chroot is a raw privileged-exec primitive` `HP1002: virt-controller reaches privileged-exec via exec chroot$`
}

// An element after a keyed one is at the key's next index.
var sparse = [...]string{2: "qemu-img", "umount"}

func sparseThird() error { // want sparseThird:"mount via exec umount"
	return exec.Command(sparse[3], "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negatives: the keyed element itself is a plain tool, and nothing
// is at index 1.
func sparseSecond() error {
	_ = exec.Command(sparse[1]).Run()
	return exec.Command(sparse[2], "info").Run()
}

// Stored one by one and looked up by a key computed at run time: any
// element.
func storedOneByOne(k string) error { // want storedOneByOne:"mount via exec umount"
	bins := map[string]string{}
	bins["u"] = "umount"
	bins["i"] = "qemu-img"
	return exec.Command(bins[k]).Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negatives: the lookup at another key, a table handed in, a table
// an exported field holds.
type Table struct{ Bins map[string]string }

func lookupNegatives(m map[string]string, t *Table) error {
	_ = exec.Command(binaries["img"], "info").Run()
	_ = exec.Command(m["mount"]).Run()
	return exec.Command(t.Bins["mount"]).Run()
}

// A directive excuses the raw primitive, not the component reaching it.
func lookupExcused() error { // want lookupExcused:"mount via exec mount"
	//kvlint:ignore HP1001 the fixture's excused mount
	return exec.Command(binaries["mount"], "--bind", "/a", "/b").Run() // want `HP1002: virt-controller reaches mount via exec mount$`
}

// A binary found on $PATH first runs what the name it looks up names.
func lookPathMount() error { // want lookPathMount:"mount via exec umount"
	p, err := exec.LookPath("umount")
	if err != nil {
		return err
	}
	return exec.Command(p, "/mnt").Run() // want `HP1001: exec umount is a raw mount primitive` `HP1002: virt-controller reaches mount via exec umount$`
}

// Close negative: a plain tool looked up.
func lookPathTool() error {
	p, err := exec.LookPath("qemu-img")
	if err != nil {
		return err
	}
	return exec.Command(p, "info").Run()
}
