package podroot

import (
	"archive/tar"
	"fmt"
	"net"
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/unsafepath"
)

// The functions below touch nothing HP1004 tracks by themselves: each
// matters only through what another function does (the solver walks a
// function only once it can change something).

// diskDir holds a root that set stores; path only reads the field, and
// its result is a root only once set has run, after open was walked (open
// is walked again when path's summary grows).
type diskDir struct{ dir string }

func (d *diskDir) path() string { return d.dir }

func (d *diskDir) open() {
	os.Open(d.path()) // want `HP1004: path into another root \(from podroot\.diskDir\.path ← "/proc/<pid>/root"\) reaches os\.Open`
}

func (d *diskDir) set(pid int) { d.dir = fmt.Sprintf("/proc/%d/root/var/lib/disks", pid) }

// cleaned passes its parameter on; wrapped passes it on only through
// cleaned, which is known to once cleaned's summary is.
func cleaned(p string) string { return filepath.Clean(p) }

func wrapped(p string) string { return cleaned(p) }

func openWrapped(pid int) {
	os.Open(wrapped(fmt.Sprintf("/proc/%d/root/etc/hosts", pid))) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Open`
}

// remember keeps a field's value in a package-level variable; dialLast
// dials it, so the field reaches net.Dial, so setSocket's parameter does,
// so the root connect passes there is one where remember reads the field.
type dialer struct{ socket string }

var lastSocket string

func remember(d *dialer) { lastSocket = d.socket }

func dialLast() {
	net.Dial("unix", lastSocket) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches net\.Dial`
}

func (d *dialer) setSocket(p string) { d.socket = p }

func connect(d *dialer, pid int) {
	d.setSocket(fmt.Sprintf("/proc/%d/root/run/monitor.sock", pid))
}

// entryName only reads a source field: its result is a path in another
// root all the same.
func entryName(h *tar.Header) string { return h.Name }

func extractEntry(dir string, h *tar.Header) {
	os.Create(filepath.Join(dir, entryName(h))) // want `HP1004: path into another root \(from podroot\.entryName ← tar\.Header\.Name\) reaches os\.Create`
}

// rawPath only calls a source.
func rawPath(p *unsafepath.Path) string { return unsafepath.UnsafeAbsolute(p) }

func statRaw(p *unsafepath.Path) {
	os.Stat(rawPath(p)) // want `HP1004: path into another root \(from podroot\.rawPath ← unsafepath\.UnsafeAbsolute\) reaches os\.Stat`
}

// relay reaches os.Open only through the implementation stored in its
// field (by a pointer: no path a pending call would carry), so its
// parameter does.
type opener interface{ open(path *string) }

type fileOpener struct{}

func (fileOpener) open(path *string) { os.Open(*path) }

type relay struct{ o opener }

func newRelay() *relay { return &relay{o: fileOpener{}} }

func (r *relay) pass(path string) { r.o.open(&path) }

func relayRoot(pid int) {
	newRelay().pass(fmt.Sprintf("/proc/%d/root/etc/passwd", pid)) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os\.Open via podroot\.relay\.pass, which follows symlinks`
}

// podsDir names a root only by a constant of the package.
const podsRoot = "/proc/1/root/var/lib/kubelet/pods/"

func podsDir() string { return podsRoot }

func listPods() {
	os.ReadDir(podsDir()) // want `HP1004: path into another root \(from podroot\.podsDir ← "/proc/1/root/var/lib/kubelet/pods/"\) reaches os\.ReadDir`
}

var _ = []any{listPods, relayRoot, (*diskDir).set, (*diskDir).open, openWrapped, remember, dialLast, connect, extractEntry, statRaw}
