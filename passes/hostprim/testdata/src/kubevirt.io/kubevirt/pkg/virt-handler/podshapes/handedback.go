package podshapes

import (
	"os"
	"path/filepath"
)

// Helpers in which nothing is a root or an operation by itself, whose
// parameter reaches their result only through an element, a sub-slice, a
// dereference, a type assertion, a list literal or the receiver: what the
// caller hands them is what they return, so a launcher path handed in
// comes back out.
func firstOf(paths []string) string { return paths[0] }

func tailOf(paths []string) []string { return paths[1:] }

func derefOf(p *string) string { return *p }

func assertedOf(v any) string { return v.(string) }

func listOf(p string) []string { return []string{"/var/run/kubevirt", p} }

func keyedOf(p string) map[string]string { return map[string]string{"disk": p} }

type launcherDir string

func (d launcherDir) below(name string) string { return filepath.Join(string(d), name) }

func removeFirst(pid int) error {
	return os.Remove(firstOf([]string{launcherRoot(pid) + "/disk.img"})) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeTail(pid int) error {
	return os.Remove(tailOf([]string{"/var/run/kubevirt", launcherRoot(pid)})[0]) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeDeref(pid int) error {
	p := launcherRoot(pid) + "/var/run/kubevirt/disk.img"
	return os.Remove(derefOf(&p)) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeAsserted(pid int) error {
	return os.Remove(assertedOf(launcherRoot(pid))) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeListed(pid int) error {
	return os.Remove(listOf(launcherRoot(pid))[1]) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeMapped(pid int) error {
	return os.Remove(keyedOf(launcherRoot(pid))["disk"]) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeBelowDir(pid int) error {
	return os.Remove(launcherDir(launcherRoot(pid)).below("disk.img")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

// Close negatives: the same helpers handed node paths; a helper that
// takes the launcher path but returns a struct built from it (a struct
// literal is not the path); a list's length.
type diskInfo struct{ path string }

func infoOf(p string) diskInfo { return diskInfo{path: p} }

func removeNodeFirst() error {
	return os.Remove(firstOf([]string{"/var/run/kubevirt/private/disk.img"}))
}

func removeNodeBelow() error {
	return os.Remove(launcherDir("/var/run/kubevirt").below("disk.img"))
}

func statInfo(pid int) (os.FileInfo, error) {
	_ = infoOf(launcherRoot(pid))
	return os.Stat("/var/run/kubevirt/private")
}

func removeCount(pid int) error {
	n := len(listOf(launcherRoot(pid)))
	return os.Remove(filepath.Join("/var/run/kubevirt", string(rune('a'+n))))
}

// A reasoned directive: the launcher path is opened on purpose.
func removeFirstAllowed(pid int) error {
	//kvlint:ignore HP1004 the fixture's launcher directory is created by the test itself
	return os.Remove(firstOf([]string{launcherRoot(pid) + "/disk.img"}))
}

// The receiver of a method whose result carries it, called in a helper;
// a named result set from the parameter and returned bare.
func diskOf(d launcherDir) string { return d.below("disk.img") }

func namedOf(p string) (out string) {
	out = p
	return
}

func removeDiskOf(pid int) error {
	return os.Remove(diskOf(launcherDir(launcherRoot(pid)))) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeNamed(pid int) error {
	return os.Remove(namedOf(launcherRoot(pid) + "/disk.img")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
}

func removeNodeNamed() error {
	return os.Remove(namedOf("/var/run/kubevirt/private/disk.img"))
}
