// Package podfielduse writes paths into another package's field that
// that package follows: the write is where a root reaches it.
package podfielduse

import (
	"os"

	"kubevirt.io/kubevirt/pkg/unsafepath"
	"kubevirt.io/kubevirt/pkg/virt-handler/podfield"
)

func openLiteral(p *unsafepath.Path) error {
	d := &podfield.Disk{Path: unsafepath.UnsafeAbsolute(p)} // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Open \(through field Path\), which follows symlinks`
	_, err := d.Open()
	return err
}

func openAssigned(p *unsafepath.Path) error {
	var d podfield.Disk
	d.Path = unsafepath.UnsafeAbsolute(p) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Open \(through field Path\)`
	_, err := d.Open()
	return err
}

// A parameter written into the field reaches the operation: the caller
// that hands in a root is reported.
func diskAt(path string) *podfield.Disk { return &podfield.Disk{Path: path} }

func openThroughHelper(p *unsafepath.Path) error {
	_, err := diskAt(unsafepath.UnsafeAbsolute(p)).Open() // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Open via podfielduse.diskAt`
	return err
}

// Close negatives: a field the other package does not follow; a constant
// path; a directory only a path below which is created, written with
// the node's own path.
func labelOnly(p *unsafepath.Path) string {
	d := &podfield.Disk{Name: unsafepath.UnsafeAbsolute(p)}
	return d.Label()
}

func openConstant() error {
	d := &podfield.Disk{Path: "/var/run/kubevirt/disk.img", Dir: "/var/lib/kubevirt"}
	_, err := d.Copy()
	return err
}

// A directive on the write.
func openExcused(p *unsafepath.Path) error {
	//kvlint:ignore HP1004 the fixture's directive case for a path written into another package's field
	d := &podfield.Disk{Path: unsafepath.UnsafeAbsolute(p)}
	_, err := d.Open()
	return err
}

// Another package's field that holds a root there is a root where this
// package reads it; the field beside it, the node's path, is not.
func unmount(pid int) error {
	m := podfield.NewMount(pid, "/dev/sda")
	if err := os.Remove(m.Target); err != nil { // want `HP1004: path into another root \(from podfield.Mount.Target ← "/proc/<pid>/root"\) reaches os.Remove, which follows symlinks`
		return err
	}
	_, err := os.Stat(m.Source)
	return err
}

// Through an instance of another package's generic type.
func loadCached(p *unsafepath.Path) error {
	c := &podfield.Cached[int]{File: unsafepath.UnsafeAbsolute(p)} // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.ReadFile \(through field File\)`
	_, err := c.Load()
	return err
}

// A field that holds a root in its own package and is followed there
// reaches its operation from here too.
func removeRecord(p *unsafepath.Path) error {
	r := &podfield.Record{Target: unsafepath.UnsafeAbsolute(p)} // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Remove \(through field Target\)`
	return r.Remove()
}

// Close negative: a field whose fact only says what root it holds
// (nothing its package does with it follows links) is no operation to
// write into.
func newMount(p *unsafepath.Path) *podfield.Mount {
	return &podfield.Mount{Target: unsafepath.UnsafeAbsolute(p)}
}
