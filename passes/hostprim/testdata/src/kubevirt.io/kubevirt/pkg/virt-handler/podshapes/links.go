package podshapes

import (
	"os"
	"path/filepath"
)

// Lchown changes a link itself but follows every link on the way to it;
// os.OpenRoot follows the links to the directory it opens.
func chownLink(pid int) error {
	return os.Lchown(filepath.Join(launcherRoot(pid), "var/run/kubevirt/disk.img"), 107, 107) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Lchown, which follows symlinks`
}

func openLauncherRoot(pid int) (*os.Root, error) {
	return os.OpenRoot(filepath.Join(launcherRoot(pid), "var/run/kubevirt")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.OpenRoot, which follows symlinks`
}

// Close negatives: a name opened below an os.Root opened on the node's own
// directory resolves inside it; a link of the node's own tree; Lstat, which
// only reads (not in the follow list).
func openBelow(pid int) (*os.File, error) {
	r, err := os.OpenRoot("/var/run/kubevirt")
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return r.Open(filepath.Join("private", "disk.img"))
}

func readNodeLink() (string, error) { return os.Readlink("/var/run/kubevirt/current") }

func lstatLink(pid int) (os.FileInfo, error) {
	return os.Lstat(filepath.Join(launcherRoot(pid), "var/run/kubevirt/sock"))
}

// A directive on a call on a link.
func chownExcused(pid int) error {
	//kvlint:ignore HP1004 the fixture's directive case for a call on a link itself
	return os.Lchown(filepath.Join(launcherRoot(pid), "var/run/kubevirt/sock"), 107, 107)
}
