package podroot

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// The shapes a path into a launcher's root takes on its way to an
// operation, each next to a close negative.

func launcherDir(pid int) string { return fmt.Sprintf("/proc/%d/root/var/run/kubevirt", pid) }

// namedRoot returns its root through a named result.
func namedRoot(pid int) (p string) {
	p = fmt.Sprintf("/proc/%d/root/var/run/kubevirt-private", pid)
	return
}

func namedResult(pid int) error {
	return os.Remove(namedRoot(pid)) // want `HP1004: path into another root \(from podroot\.namedRoot ← "/proc/<pid>/root"\) reaches os\.Remove,`
}

func rootAndErr(pid int) (string, error) { return launcherDir(pid), nil }

func multiResult(pid int) error {
	p, err := rootAndErr(pid)
	if err != nil {
		return err
	}
	_, err = os.ReadFile(p) // want `HP1004: path into another root \(from podroot\.rootAndErr ← podroot\.launcherDir ← "/proc/<pid>/root"\) reaches os\.ReadFile`
	return err
}

func appendRange(pid int) {
	paths := append([]string{"/var/run/kubevirt/a"}, launcherDir(pid)+"/b")
	for _, p := range paths {
		os.Remove(p) // want `HP1004: .* reaches os\.Remove`
	}
}

// removeEach takes its paths variadically.
func removeEach(ps ...string) {
	for _, p := range ps {
		os.Remove(p)
	}
}

func variadic(pid int) {
	removeEach("/var/run/kubevirt/a", launcherDir(pid)) // want `HP1004: .* reaches os\.Remove via podroot\.removeEach`
	removeEach("/var/run/kubevirt/a", "/var/run/kubevirt/b")
}

// podDir is a path with a method: the receiver is parameter 0.
type podDir string

func (d podDir) remove() error { return os.Remove(string(d)) }

func receiver(pid int) error {
	if err := podDir(launcherDir(pid)).remove(); err != nil { // want `HP1004: .* reaches os\.Remove via podroot\.podDir\.remove`
		return err
	}
	return podDir("/var/run/kubevirt").remove()
}

func closureAssigns(pid int) error {
	var p string
	set := func() { p = launcherDir(pid) }
	set()
	return os.Remove(p) // want `HP1004: .* reaches os\.Remove`
}

func unwraps(pid int) {
	var x any = launcherDir(pid)
	os.Remove(x.(string)) // want `HP1004: .* reaches os\.Remove`
	root := launcherDir(pid)
	os.Remove(root[:len(root)-1]) // want `HP1004: .* reaches os\.Remove`
	pp := &root
	os.Remove(*pp) // want `HP1004: .* reaches os\.Remove`
	m := map[string]string{"disk": root}
	os.Remove(m["disk"])                                                     // want `HP1004: .* reaches os\.Remove`
	os.Remove(filepath.Clean(strings.Join([]string{root, "disk.img"}, "/"))) // want `HP1004: .* reaches os\.Remove`
}

// kubeletPodsDir is package-level: a root wherever it is read.
var kubeletPodsDir = "/proc/1/root/var/lib/kubelet/pods/" + strconv.Itoa(os.Getpid())

func packageVar() error {
	return os.Remove(kubeletPodsDir) // want `HP1004: path into another root \(from "/proc/1/root/var/lib/kubelet/pods/"\) reaches os\.Remove`
}

// diskRecord is filled positionally.
type diskRecord struct{ image string }

func positional(pid int) error {
	r := diskRecord{launcherDir(pid) + "/disk.img"}
	return os.Remove(r.image) // want `HP1004: .* reaches os\.Remove`
}

func renameInto(pid int) error {
	if err := os.Rename("/var/run/kubevirt/disk.img", launcherDir(pid)+"/disk.img"); err != nil { // want `HP1004: .* reaches os\.Rename`
		return err
	}
	return os.Rename("/var/run/kubevirt/a", "/var/run/kubevirt/b")
}

func dialUnix(pid int) (net.Conn, error) {
	return net.Dial("unix", launcherDir(pid)+"/qemu.sock") // want `HP1004: .* reaches net\.Dial`
}

// symlinkAt: only the link's name is followed, not its target.
func symlinkAt(pid int) error {
	root := launcherDir(pid)
	return os.Symlink(root+"/disk.img", root+"/disk.link") // want `HP1004: .* reaches os\.Symlink`
}

// openWith: flags that are not a constant may follow.
func openWith(pid int, flags int) error {
	_, err := unix.Open(launcherDir(pid)+"/dev/vfio", flags, 0) // want `HP1004: .* reaches unix\.Open`
	return err
}

// Close negatives: the root is data, not the path; a number made from it;
// the process's own thread.
func negatives(pid int) error {
	root := launcherDir(pid)
	if err := os.WriteFile("/var/run/kubevirt/last-root", []byte(root), 0o600); err != nil {
		return err
	}
	if err := os.Remove(strconv.Itoa(len(root))); err != nil {
		return err
	}
	return os.Remove("/proc/thread-self/root/var/run/kubevirt")
}

// Directives: a reviewed call, through a chain and through a field.
func reviewed(pid int) error {
	//kvlint:ignore HP1004 the launcher has exited and its root is unmounted read-only here
	removeEach(launcherDir(pid))
	r := diskRecord{launcherDir(pid)}
	//kvlint:ignore HP1004 the image path was resolved with safepath before it was recorded
	return os.Remove(r.image)
}

var _ = []any{namedResult, multiResult, appendRange, variadic, receiver, closureAssigns, unwraps,
	packageVar, positional, renameInto, dialUnix, symlinkAt, openWith, negatives, reviewed}
