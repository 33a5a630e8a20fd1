package podroot

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
)

// The functions below touch nothing HP1004 tracks by themselves: each
// matters only through what another function does (the solver walks a
// function only once it can change something).

// diskDir holds a root that set stores; dir only reads the field, and its
// result is a root only once set has run.
type diskDir struct{ dir string }

func (d *diskDir) set(pid int) { d.dir = fmt.Sprintf("/proc/%d/root/var/lib/disks", pid) }

func (d *diskDir) path() string { return d.dir }

func (d *diskDir) open() {
	os.Open(d.path()) // want `HP1004: path into another root \(from podroot\.diskDir\.path ← "/proc/<pid>/root"\) reaches os\.Open`
}

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

var _ = []any{(*diskDir).set, (*diskDir).open, openWrapped, remember, dialLast, connect}
