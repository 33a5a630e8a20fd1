package podroot

import (
	"fmt"
	"os"
)

// record keeps paths between calls; the field holds a root in one place and
// is removed in another.
type record struct {
	TargetFile string
	SocketFile string
}

type mounter struct {
	records   map[string]*record
	socketDir string
}

func (m *mounter) add(uid string, pid int) {
	m.records[uid] = &record{TargetFile: fmt.Sprintf("/proc/%d/root/var/run/kubevirt/disk_0.img", pid), SocketFile: "/var/run/kubevirt/sock"}
}

func (m *mounter) cleanup(uid string) {
	r := m.records[uid]
	os.Remove(r.TargetFile) // want `HP1004: .* reaches os.Remove`
	os.Remove(r.SocketFile)
}

// server dials a socket path kept in a field by its constructor.
type server struct{ socket string }

func newServer(path string) *server { return &server{socket: path} }

func (s *server) start() {
	f, _ := os.Open(s.socket)
	_ = f
}

func run(pid int) {
	newServer(fmt.Sprintf("/proc/%d/root/run/metrics.sock", pid)).start() // want `HP1004: .* reaches podroot.newServer → os.Open \(through field socket\)`
	newServer("/var/run/kubevirt/metrics.sock").start()
}

var _ = []any{(*mounter).add, (*mounter).cleanup, run}
