package podshapes

import (
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/virt-handler/podseam"
)

// An operation held as a value is still the operation where the value is
// called: a package-level variable kept as a test seam, a local copy, a
// field of a struct literal, another package's exported seam.
var statFunc = os.Stat

type remover struct{ remove func(string) error }

func statSeam(pid int) error {
	_, err := statFunc(filepath.Join(launcherRoot(pid), "var/run/kubevirt/sock")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches statFunc, set to os\.Stat, which follows symlinks`
	return err
}

func removeLocal(pid int) error {
	rm := os.Remove
	return rm(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches rm, set to os\.Remove, which follows symlinks`
}

func removeField(pid int) error {
	r := remover{remove: os.Remove}
	return r.remove(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches remove, set to os\.Remove, which follows symlinks`
}

func removeSeam(pid int) error {
	return podseam.Remove(launcherRoot(pid) + "/var/run/kubevirt") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches Remove, set to os\.Remove, which follows symlinks`
}

func statOps(pid int) error {
	_, err := podseam.Default().Stat(launcherRoot(pid) + "/var/run/kubevirt/sock") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches Stat, set to os\.Stat, which follows symlinks`
	return err
}

// Close negatives: the node's own path through the same seams; a value
// that holds an operation not in the follow list (Lstat reads the link
// itself); a directive.
var lstatFunc = os.Lstat

func statOwn() error {
	_, err := statFunc("/var/run/kubevirt/sock")
	return err
}

func lstatSeam(pid int) error {
	_, err := lstatFunc(filepath.Join(launcherRoot(pid), "var/run/kubevirt/sock"))
	return err
}

func removeSeamExcused(pid int) error {
	//kvlint:ignore HP1004 the fixture's directive case for an operation held in a variable
	return podseam.Remove(launcherRoot(pid) + "/var/run/kubevirt")
}
