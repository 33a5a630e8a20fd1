package podshapes

import "kubevirt.io/kubevirt/pkg/virt-handler/podseam"

// Another package's seam holding an unexported function: the function's
// own facts stay in its package, which publishes its summary with what it
// stores. (go vet's export data has no such function: a documented gap.)
func removeQuietlySeam(pid int) error {
	return podseam.RemoveQuietly(launcherRoot(pid) + "/var/run/kubevirt/disk.img") // want `HP1004: path into another root \(from podshapes\.launcherRoot ← "/proc/<pid>/root"\) reaches os\.Remove via RemoveQuietly, set to podseam\.removeQuietly, which follows symlinks`
}
