// Package podroot is virt-handler code reaching into launcher pods.
package podroot

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"

	"kubevirt.io/kubevirt/pkg/downwardmetrics"
	"kubevirt.io/kubevirt/pkg/safepath"
	"kubevirt.io/kubevirt/pkg/unsafepath"
	"kubevirt.io/kubevirt/pkg/virt-handler/isolation"
)

func readConfig(pid int) ([]byte, error) {
	p := fmt.Sprintf("/proc/%d/root/etc/libvirt/qemu.conf", pid)
	return os.ReadFile(p) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.ReadFile, which follows symlinks`
}

func statConcat(pid int) error {
	dir := "/proc/" + strconv.Itoa(pid) + "/root"
	_, err := os.Stat(filepath.Join(dir, "var/run/kubevirt")) // want `HP1004: .* reaches os.Stat`
	return err
}

// lstat does not follow the last element; it is not in the test policy's
// follow list (the intermediate elements are followed: a documented gap).
func lstat(pid int) error {
	_, err := os.Lstat(fmt.Sprintf("/proc/%d/root/var/run", pid))
	return err
}

func dialMetrics(pid int) (net.Conn, error) {
	return net.Dial("unix", downwardmetrics.ChannelSocketPathOnHost(pid)) // want `HP1004: path into another root \(from downwardmetrics.ChannelSocketPathOnHost ← "/proc/<pid>/root"\) reaches net.Dial`
}

// tcp is no unix socket: the address is not a path.
func tcp(pid int) (net.Conn, error) {
	return net.Dial("tcp", downwardmetrics.ChannelSocketPathOnHost(pid))
}

func throughHelper(pid int) error {
	p, _ := downwardmetrics.DiskPath(pid)
	return downwardmetrics.Touch(downwardmetrics.InDir(p, "x")) // want `HP1004: path into another root \(from downwardmetrics\.DiskPath ← "/proc/<pid>/root"\) reaches os\.WriteFile via downwardmetrics\.Touch, which follows symlinks`
}

// own process: /proc/self is this process's root.
func own() error {
	_, err := os.ReadFile(downwardmetrics.OwnPath())
	if err != nil {
		return err
	}
	_, err = os.ReadFile("/proc/self/root/etc/hostname")
	return err
}

// hostPath is virt-handler's own directory: nothing to do with a pod.
func hostPath(name string) error {
	return os.Remove(filepath.Join("/var/run/kubevirt", downwardmetrics.InDir("sockets", name)))
}

func mountRoot(res isolation.IsolationResult) error {
	root, err := res.MountRoot()
	if err != nil {
		return err
	}
	return os.MkdirAll(filepath.Join(root, "var/run/kubevirt-private"), 0o755) // want `HP1004: path into another root \(from isolation.IsolationResult.MountRoot\) reaches os.MkdirAll`
}

// namespace files are magic links the kernel resolves: not a root.
func namespace(res isolation.IsolationResult) (*os.File, error) {
	return os.Open(res.MountNamespace())
}

func raw(p *safepath.Path) error {
	return os.Chown(unsafepath.UnsafeAbsolute(p.Raw()), 107, 107) // want `HP1004: path into another root \(from unsafepath.UnsafeAbsolute\) reaches os.Chown`
}

// relative is the part under the root: on its own it names nothing on the host.
func relative(p *safepath.Path) error {
	return os.Chown(unsafepath.UnsafeRelative(p.Raw()), 107, 107)
}

// safe goes through the wrapper with the same path.
func safe(pid int) error {
	p, err := safepath.JoinAndResolveWithRelativeRoot(fmt.Sprintf("/proc/%d/root", pid), "etc")
	if err != nil {
		return err
	}
	f, err := safepath.OpenAtNoFollow(p)
	if err != nil {
		return err
	}
	defer f.Close()
	// The callback's path is /proc/self/fd/N, which the kernel resolved.
	return p.ExecuteNoFollow(func(safePath string) error {
		return os.Chown(safePath, 107, 107)
	})
}

func unixOpen(pid int) error {
	p := fmt.Sprintf("/proc/%d/root/dev/vfio", pid)
	if _, err := unix.Open(p, unix.O_RDONLY, 0); err != nil { // want `HP1004: .* reaches unix.Open`
		return err
	}
	if _, err := unix.Open(p, unix.O_PATH|unix.O_NOFOLLOW, 0); err != nil {
		return err
	}
	if err := unix.Fchownat(-100, p, 107, 107, 0); err != nil { // want `HP1004: .* reaches unix.Fchownat`
		return err
	}
	return unix.Fchownat(-100, p, 107, 107, unix.AT_SYMLINK_NOFOLLOW)
}

// symlink: the link's target is stored, not followed; its name is.
func symlink(pid int) error {
	root := fmt.Sprintf("/proc/%d/root", pid)
	if err := os.Symlink(root+"/disk.img", "/var/run/kubevirt/disk.img"); err != nil {
		return err
	}
	return os.Symlink("/var/run/kubevirt/disk.img", root+"/disk.img") // want `HP1004: .* reaches os.Symlink`
}

// kubelet's pod directories are under a prefix of the policy; the node's
// sysfs is not.
func nodeRoot(uid string) error {
	if err := os.WriteFile("/proc/1/root/sys/kernel/mm/ksm/run", []byte("1"), 0o644); err != nil {
		return err
	}
	return os.RemoveAll("/proc/1/root/var/lib/kubelet/pods/" + uid + "/volumes") // not in the follow list
}

func kubeletPods(uid string) error {
	return os.Remove("/proc/1/root/var/lib/kubelet/pods/" + uid + "/volumes/disk.img") // want `HP1004: path into another root \(from "/proc/1/root/var/lib/kubelet/pods/"\) reaches os.Remove`
}

func walk(pid int) error {
	paths := []string{fmt.Sprintf("/proc/%d/root/a", pid), "/tmp"}
	for _, p := range paths {
		if err := filepath.Walk(p, nil); err != nil { // want `HP1004: .* reaches filepath.Walk`
			return err
		}
	}
	return nil
}

func directive(pid int) error {
	//kvlint:ignore HP1004 the launcher is stopped and its root is read-only here
	_, err := os.ReadFile(fmt.Sprintf("/proc/%d/root/etc/os-release", pid))
	return err
}

var _ = []any{readConfig, statConcat, lstat, dialMetrics, tcp, throughHelper, own, hostPath, mountRoot,
	namespace, raw, relative, safe, unixOpen, symlink, nodeRoot, kubeletPods, walk, directive}

// The root built in two steps: the process's directory first, its root
// below it.
func readInSteps(pid int, name string) ([]byte, error) {
	base := fmt.Sprintf("/proc/%d", pid)
	return os.ReadFile(base + "/root/" + name) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.ReadFile, which follows symlinks`
}

// Close negative: the same steps from the process's own directory.
func readOwnInSteps(name string) ([]byte, error) {
	base := fmt.Sprintf("/proc/%s", "self")
	return os.ReadFile(base + "/root/" + name)
}

// procDir names /proc once; the format's first verb takes it.
const procDir = "/proc"

func removeFormatted(pid int, name string) error {
	return os.Remove(fmt.Sprintf("%s/%d/root/%s", procDir, pid, name)) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Remove, which follows symlinks`
}

// Close negative: the same format for the process's own root.
func removeOwnFormatted(name string) error {
	return os.Remove(fmt.Sprintf("%s/%s/root/%s", procDir, "self", name))
}
