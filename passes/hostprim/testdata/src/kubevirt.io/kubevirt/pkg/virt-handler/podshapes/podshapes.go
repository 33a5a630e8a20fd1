// Package podshapes holds HP1004's paths into a launcher's root in the
// shapes handler code builds them: a root kept in a struct field, a
// package helper that returns it, a helper that takes it as a parameter, a
// cleaned path, and the close negatives beside each.
package podshapes

import (
	"fmt"
	"os"
	"path/filepath"
)

// launcherRoot is the launcher's root as the host sees it.
func launcherRoot(pid int) string { return fmt.Sprintf("/proc/%d/root", pid) }

// status is the launcher's process status file: under /proc/<pid>, not
// under its root.
func status(pid int) string { return fmt.Sprintf("/proc/%d/status", pid) }

func listRun(pid int) ([]os.DirEntry, error) {
	return os.ReadDir(filepath.Join(launcherRoot(pid), "var/run")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.ReadDir, which follows symlinks`
}

func readStatus(pid int) ([]byte, error) {
	return os.ReadFile(status(pid))
}

// mounter keeps the launcher's root for later calls.
type mounter struct {
	root string
}

func newMounter(pid int) *mounter { return &mounter{root: launcherRoot(pid)} }

func (m *mounter) prepare(name string) error {
	return os.MkdirAll(filepath.Join(m.root, "var/run/kubevirt", name), 0o750) // want `HP1004: path into another root .* reaches os\.MkdirAll`
}

// remove is a package helper that follows the path it is given.
func remove(p string) error { return os.Remove(p) }

func cleanupDisk(pid int) error {
	return remove(filepath.Join(launcherRoot(pid), "disk.img")) // want `HP1004: path into another root .* reaches os\.Remove via podshapes\.remove`
}

// A host path through the same helper: nothing of another root.
func cleanupHost() error {
	return remove("/var/run/kubevirt/disk.img")
}

func cleaned(pid int) (*os.File, error) {
	p := filepath.Clean(launcherRoot(pid) + "/etc/../etc/hostname")
	return os.Open(p) // want `HP1004: path into another root .* reaches os\.Open`
}

// The handler's own root and its thread's: its own tree.
func ownRoots() error {
	if _, err := os.Stat("/proc/self/root/var/run"); err != nil {
		return err
	}
	_, err := os.Stat("/proc/thread-self/root/var/run")
	return err
}

// A path handed to a function literal bound to a local variable.
func throughClosure(pid int) error {
	write := func(p string) error { return os.WriteFile(p, nil, 0o600) } // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.WriteFile, which follows symlinks`
	return write(launcherRoot(pid) + "/var/run/ready")
}

// A parameter handed to a literal: the function's callers are judged.
func removeBelow(root string) error {
	rm := func(p string) error { return os.Remove(p) }
	return rm(filepath.Join(root, "disk.img"))
}

func cleanupBelow(pid int) error {
	return removeBelow(launcherRoot(pid)) // want `HP1004: path into another root .* reaches os\.Remove via podshapes\.removeBelow`
}

// The same literal given a host path.
func closureHost() error {
	var write = func(p string) error { return os.WriteFile(p, nil, 0o600) }
	return write("/var/run/kubevirt/ready")
}

// A function literal that builds the path itself is checked as the code
// around it.
func statLater(pid int) func() error {
	return func() error {
		_, err := os.Stat(launcherRoot(pid) + "/var/run") // want `HP1004: path into another root .* reaches os\.Stat`
		return err
	}
}

func suppressed(pid int) error {
	//kvlint:ignore HP1004 the launcher is stopped and its root is read-only here
	_, err := os.Stat(launcherRoot(pid) + "/var/run")
	return err
}
