package podshapes

import (
	"os"
	"path/filepath"
	"strings"
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

// A path with an end trimmed off is the same path; with a prefix trimmed
// it is relative to something else, and a trimmed suffix that is a
// parameter is no path the caller hands in.
func removeTrimmed(pid int, suffix string) error {
	if err := os.Remove(strings.TrimSuffix(launcherRoot(pid)+"/var/run/kubevirt/", "/")); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
		return err
	}
	if err := os.Remove(strings.TrimSpace(launcherRoot(pid) + "/var/run/kubevirt/disk.img\n")); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
		return err
	}
	if err := os.Remove(strings.TrimSuffix("/var/run/kubevirt/", suffix)); err != nil {
		return err
	}
	return os.Remove(filepath.Join("/var/lib/kubevirt", strings.TrimPrefix(launcherRoot(pid)+"/disk.img", launcherRoot(pid))))
}

func trimmedSuffix(pid int) error { return removeTrimmed(pid, launcherRoot(pid)) }

// A channel holds what is sent on it: a receive, a receive with ok and a
// range over it see a root sent anywhere (a later send of another path
// does not take it back); a channel that carries only the
// node's own paths does not.
func removeSent(pid int, done chan string) error {
	paths := make(chan string, 3)
	paths <- launcherRoot(pid) + "/var/run/kubevirt/disk.img"
	// A later send replaces nothing.
	paths <- "/var/run/kubevirt/disk.img"
	if err := os.Remove(<-paths); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
		return err
	}
	if p, ok := <-paths; ok {
		if err := os.Remove(p); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove`
			return err
		}
	}
	close(paths)
	for p := range paths {
		_ = os.Chown(p, 107, 107) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Chown`
	}
	done <- "/var/run/kubevirt/done"
	return os.Remove(<-done)
}
