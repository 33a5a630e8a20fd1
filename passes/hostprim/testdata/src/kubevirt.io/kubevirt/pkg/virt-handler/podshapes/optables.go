package podshapes

import (
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/virt-handler/podseam"
)

// An operation taken from a table of operations — a slice or map literal,
// an append, a channel — is the operation where it is called.
var cleanups = map[string]func(string) error{"remove": os.Remove, "removeAll": os.RemoveAll}

type sweeper struct{ steps []func(string) error }

func removeRanged(pid int) error {
	for _, op := range []func(string) error{os.Remove} {
		if err := op(launcherRoot(pid) + "/var/run/kubevirt/disk.img"); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches op, set to os\.Remove, which follows symlinks`
			return err
		}
	}
	return nil
}

func removeKeyed(pid int) error {
	return cleanups["remove"](filepath.Join(launcherRoot(pid), "var/run/kubevirt")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches cleanups, set to os\.Remove, which follows symlinks`
}

func (s *sweeper) sweep(pid int) error {
	s.steps = append(s.steps, os.Remove)
	for i := range s.steps {
		if err := s.steps[i](launcherRoot(pid) + "/var/run/kubevirt/disk.img"); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches steps, set to os\.Remove, which follows symlinks`
			return err
		}
	}
	return nil
}

func removeReturned(pid int) {
	for _, step := range podseam.Cleanups() {
		_ = step(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches step, set to os\.Remove, which follows symlinks`
	}
}

func statQueued(pid int) error {
	q := make(chan func(string) (os.FileInfo, error), 1)
	q <- os.Stat
	stat := <-q
	_, err := stat(launcherRoot(pid) + "/var/run/kubevirt/sock") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches stat, set to os\.Stat, which follows symlinks`
	return err
}

// Close negatives: a table that holds only an operation that reads the
// link itself; the node's own path through a table that follows; a
// directive.
var lstats = []func(string) (os.FileInfo, error){os.Lstat}

func lstatTable(pid int) error {
	_, err := lstats[0](launcherRoot(pid) + "/var/run/kubevirt/sock")
	return err
}

func removeOwnKeyed() error {
	return cleanups["remove"]("/var/run/kubevirt/disk.img")
}

func removeKeyedExcused(pid int) error {
	//kvlint:ignore HP1004 the fixture's directive case for an operation taken from a table
	return cleanups["removeAll"](launcherRoot(pid) + "/var/run/kubevirt")
}
