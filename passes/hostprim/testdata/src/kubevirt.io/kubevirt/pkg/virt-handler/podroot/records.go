package podroot

import (
	"fmt"
	"os"

	"kubevirt.io/kubevirt/pkg/downwardmetrics"
)

// record keeps paths between calls; the field holds a root in one place and
// is removed in another.
type record struct {
	TargetFile string // want TargetFile:`holds a root from "/proc/<pid>/root"`
	SocketFile string // want SocketFile:`reaches os.Remove`
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
	f, _ := os.Open(s.socket) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches os.Open,`
	_ = f
}

func run(pid int) {
	// Reported once, where the field is read, not here.
	newServer(fmt.Sprintf("/proc/%d/root/run/metrics.sock", pid)).start()
	// Another package's field: reported at the call.
	downwardmetrics.Serve(fmt.Sprintf("/proc/%d/root/run/channel.sock", pid)) // want `HP1004: path into another root \(from "/proc/<pid>/root"\) reaches net\.Dial via downwardmetrics\.Serve, which follows symlinks`
	newServer("/var/run/kubevirt/metrics.sock").start()
}

var _ = []any{(*mounter).add, (*mounter).cleanup, run}
