package podshapes

import (
	"path/filepath"

	"github.com/moby/sys/mountinfo"
)

// Whether a path is a mount point is decided on the path with its links
// resolved (mountinfo normalizes it with filepath.EvalSymlinks): asked
// of a path in a launcher's root, it answers for whatever a link there
// names.
func diskMounted(pid int) (bool, error) {
	return mountinfo.Mounted(filepath.Join(launcherRoot(pid), "var/run/kubevirt/container-disks/disk_0.img")) // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches mountinfo\.Mounted, which follows symlinks`
}

func diskMountedFast(pid int) bool {
	m, sure, err := mountinfo.MountedFast(launcherRoot(pid) + "/var/run/kubevirt/hotplug-disks") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches mountinfo\.MountedFast`
	return m && sure && err == nil
}

// Close negatives: a node path; the mount table read whole, which takes
// no path.
func nodeMounted() (bool, error) { return mountinfo.Mounted("/var/lib/kubelet/pods") }

func mountTable() ([]*mountinfo.Info, error) { return mountinfo.GetMounts(nil) }
