// Package downwardmetrics is shared code that builds paths into a
// launcher pod's root; the facts carry them to other packages.
package downwardmetrics

import (
	"net"
	"os"
	"path/filepath"
	"strconv"
)

func ChannelSocketPathOnHost(pid int) string { // want ChannelSocketPathOnHost:`result 0 in another root from "/proc/<pid>/root"`
	return filepath.Join("/proc", strconv.Itoa(pid), "root", "var/run/metrics.sock")
}

// DiskPath builds the same shape with Sprintf through a local.
func DiskPath(pid int) (string, error) { // want DiskPath:`result 0 in another root from "/proc/<pid>/root"`
	root := "/proc/" + strconv.Itoa(pid) + "/root"
	return root + "/var/run/metrics.img", nil
}

// OwnPath is the process's own root: not another root.
func OwnPath() string {
	return "/proc/self/root/var/run/metrics.img"
}

// InDir builds a path below its arguments: callers decide whether it is a root.
func InDir(dir, name string) string { // want InDir:`result 0 below dir; result 0 below name`
	return filepath.Join(dir, name)
}

// Touch writes its argument: a root passed here is reported at the call.
func Touch(path string) error { // want Touch:`path reaches downwardmetrics.writeAll → os.WriteFile`
	return writeAll(path, nil)
}

func writeAll(p string, data []byte) error {
	return os.WriteFile(p, data, 0o600)
}

type server struct{ sock string }

// Serve keeps the socket path in a field and dials it later.
func Serve(path string) { // want Serve:`path reaches net.Dial \(through field sock\)`
	s := &server{sock: path}
	go s.dial()
}

func (s *server) dial() {
	_, _ = net.Dial("unix", s.sock)
}
