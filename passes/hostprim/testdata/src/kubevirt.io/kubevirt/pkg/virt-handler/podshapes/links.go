package podshapes

import (
	"os"
	"path/filepath"
)

// Lchown changes a link itself but follows every link on the way to it.
func chownLink(pid int) error {
	return os.Lchown(filepath.Join(launcherRoot(pid), "var/run/kubevirt/disk.img"), 107, 107) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Lchown, which follows symlinks`
}

// Close negatives: a launcher's root opened as an os.Root, and a name
// opened below it, which resolves inside it (os.OpenRoot is not in the
// follow list: the root itself is the safe way in); a link of the node's
// own tree; Lstat, which only reads (not in the follow list either).
func openBelow(pid int) (*os.File, error) {
	r, err := os.OpenRoot(launcherRoot(pid))
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return r.Open(filepath.Join("var/run/kubevirt-private", "disk.img"))
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
