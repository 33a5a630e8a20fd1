package podshapes

import (
	"fmt"
	"path/filepath"

	selinux "github.com/opencontainers/selinux/go-selinux"
	"github.com/opencontainers/selinux/go-selinux/label"
	"golang.org/x/sys/unix"
)

// SELinux labels are extended attributes: setting or reading one by path
// resolves the path as the node's root, links included, so relabelling a
// disk in a launcher's root can relabel whatever file a link there names.
func relabelDisk(pid int, lbl string) error {
	disk := filepath.Join(launcherRoot(pid), "var/run/kubevirt-private/vmi-disks/disk0/disk.img")
	if err := selinux.SetFileLabel(disk, lbl); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches selinux\.SetFileLabel, which follows symlinks`
		return err
	}
	if err := selinux.Chcon(filepath.Dir(disk), lbl, true); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches selinux\.Chcon`
		return err
	}
	if err := label.Relabel(disk, lbl, false); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches label\.Relabel`
		return err
	}
	return label.SetFileLabel(disk, lbl) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches label\.SetFileLabel`
}

// The link's own label, set or removed, follows every link on the way to
// it, as Lchown does.
func labelLink(pid int, lbl string) error {
	sock := launcherRoot(pid) + "/var/run/kubevirt/sock"
	if err := selinux.LsetFileLabel(sock, lbl); err != nil { // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches selinux\.LsetFileLabel`
		return err
	}
	return unix.Lsetxattr(sock, "security.selinux", []byte(lbl), 0) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches unix\.Lsetxattr`
}

// Reading a file's label follows links as os.Stat does.
func diskLabel(pid int) (string, error) {
	return selinux.FileLabel(filepath.Join(launcherRoot(pid), "var/run/kubevirt-private/disk.img")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches selinux\.FileLabel`
}

// Close negatives: the label of a process's attribute file (under
// /proc/<pid>, not its root); a link's own label read, which only reads,
// as Lstat; a label of the node's own tree.
func processLabel(pid int) (string, error) {
	return selinux.FileLabel(fmt.Sprintf("/proc/%d/attr/current", pid))
}

func linkLabel(pid int) (string, error) {
	return selinux.LfileLabel(filepath.Join(launcherRoot(pid), "var/run/kubevirt/sock"))
}

func nodeLabel(lbl string) error {
	return selinux.SetFileLabel("/var/run/kubevirt/container-disks", lbl)
}

// A directive on a relabel.
func relabelExcused(pid int, lbl string) error {
	//kvlint:ignore HP1004 the fixture's directive case for a relabel by path
	return label.Relabel(launcherRoot(pid)+"/var/run/kubevirt/hotplug", lbl, true)
}
