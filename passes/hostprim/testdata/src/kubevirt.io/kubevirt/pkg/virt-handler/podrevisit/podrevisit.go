// Package podrevisit holds a function HP1004 must walk again in a later
// round of its solve: it calls a function whose summary grows only after a
// function walked after it reads a field, and nothing else in the package
// changes anything.
package podrevisit

import (
	"fmt"
	"net"
)

// setPath passes its parameter into a field that dial, walked last,
// follows: startTunnel is walked again once setPath's summary says so.
type tunnel struct{ sock string }

func (t *tunnel) setPath(p string) { t.sock = p }

func startTunnel(t *tunnel, pid int) { t.setPath(fmt.Sprintf("/proc/%d/root/run/tunnel.sock", pid)) }

func (t *tunnel) dial() {
	net.Dial("unix", t.sock) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches net\.Dial`
}

var _ = []any{startTunnel, (*tunnel).dial}
