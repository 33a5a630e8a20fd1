// Package podfield keeps a disk's path in an exported field that its
// methods follow: a path another package writes into the field reaches
// them, which the field's fact tells that package.
package podfield

import (
	"fmt"
	"os"
	"path/filepath"
)

// Disk is a disk image a launcher serves.
type Disk struct {
	Path string // want Path:`reaches os.Open`
	// Dir is where the image is copied: a path below it is created.
	Dir string // want Dir:`reaches os.Create`
	// Name is only printed.
	Name string
}

// Open follows the disk's path.
func (d *Disk) Open() (*os.File, error) { return os.Open(d.Path) }

// Copy creates the copy below Dir.
func (d *Disk) Copy() (*os.File, error) { return os.Create(filepath.Join(d.Dir, "disk.img")) }

// Label returns the name.
func (d *Disk) Label() string { return d.Name }

// internal is not exported: no other package writes it.
type internal struct{ path string }

func (i internal) stat() error {
	_, err := os.Stat(i.path)
	return err
}

// Stat keeps its argument in the unexported field.
func Stat(path string) error { // want Stat:`path reaches os.Stat \(through field path\)`
	return internal{path: path}.stat()
}

// Mount is a volume mounted into a launcher: the package builds its
// target in the launcher's root, so the field holds a root wherever it is
// read.
type Mount struct {
	Target string // want Target:`holds a root from "/proc/<pid>/root"`
	Source string
}

// NewMount builds the target in the launcher's root.
func NewMount(pid int, source string) *Mount {
	return &Mount{Target: fmt.Sprintf("/proc/%d/root/var/run/kubevirt/disk", pid), Source: source}
}

// Cached keeps a value read from a file: a generic type, whose field
// another package writes through an instance.
type Cached[T any] struct {
	File  string // want File:`reaches os.ReadFile`
	Value T
}

// Load reads the file.
func (c *Cached[T]) Load() ([]byte, error) { return os.ReadFile(c.File) }

// Record keeps a launcher's disk target, which the package builds in the
// launcher's root itself and removes later: the field holds a root, and
// what another package writes there is removed too.
type Record struct {
	Target string // want Target:`holds a root from "/proc/<pid>/root"; reaches os.Remove`
}

// NewRecord builds the target.
func NewRecord(pid int) *Record {
	return &Record{Target: fmt.Sprintf("/proc/%d/root/var/run/kubevirt/disk.img", pid)}
}

// Remove removes the target.
func (r *Record) Remove() error {
	return os.Remove(r.Target) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os.Remove, which follows symlinks`
}
