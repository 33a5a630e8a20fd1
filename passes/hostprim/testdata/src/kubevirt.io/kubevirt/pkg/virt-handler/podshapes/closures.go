package podshapes // want package:"stored podshapes\\.initDir: result 0 in another root"

import (
	"os"
	"path/filepath"
)

// A function literal's results are what its own returns return: a path
// built in a closure and followed where the closure is called, through
// the local variable holding it or in place, with what its parameters
// are handed.
func removeBuilt(pid int) error {
	built := func() string { return launcherRoot(pid) + "/var/run/kubevirt/x" }
	return os.Remove(built()) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove, which follows symlinks`
}

func removeInPlace(pid int) error {
	return os.Remove(func() string { return filepath.Join(launcherRoot(pid), "y") }()) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeJoined(pid int) error {
	below := func(name string) string { return filepath.Join(launcherRoot(pid), name) }
	return os.Remove(below("disk.img")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeHanded(pid int) error {
	same := func(p string) (string, error) { return p, nil }
	p, err := same(launcherRoot(pid) + "/var/run/kubevirt/z")
	if err != nil {
		return err
	}
	return os.Remove(p) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

// A literal that calls itself is read once.
func removeRecursive(pid int) error {
	var nest func(n int) string
	nest = func(n int) string {
		if n == 0 {
			return launcherRoot(pid)
		}
		return nest(n-1) + "/d"
	}
	return os.Remove(nest(3)) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

// Close negatives: a closure that builds a node path; one that takes a
// launcher path but returns its base name; one whose own literal returns
// the launcher path, which is not the closure's result.
func removeNodeBuilt() error {
	node := func() string { return "/var/run/kubevirt/private" }
	return os.Remove(node())
}

func removeBase(pid int) error {
	base := func(p string) string { return filepath.Base(p) }
	return os.Remove(filepath.Join("/var/run/kubevirt", base(launcherRoot(pid)+"/disk.img")))
}

func removeInner(pid int) error {
	outer := func() string {
		_ = func() string { return launcherRoot(pid) }
		return "/var/run/kubevirt/outer"
	}
	return os.Remove(outer())
}
