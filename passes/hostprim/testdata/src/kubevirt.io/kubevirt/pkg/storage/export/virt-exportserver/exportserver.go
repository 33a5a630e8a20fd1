// Package exportserver serves exported volumes over HTTP, shaped like // want package:`stored exportserver.dirHandler: root reaches http.FileServer; exportserver.fileHandler: file reaches os.Open`
// KubeVirt's virt-exportserver: handlers are built by function-typed
// fields, one per URI kind.
package exportserver

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"time"

	"kubevirt.io/kubevirt/pkg/safepath"
	"kubevirt.io/kubevirt/pkg/storage/export/export"
)

type server struct {
	paths       *export.ServerPaths
	DirHandler  func(uri, root string) http.Handler
	FileHandler func(file string) http.Handler
	SafeDir     func(uri, root string) http.Handler
}

func newServer(p *export.ServerPaths) *server {
	return &server{paths: p, DirHandler: dirHandler, FileHandler: fileHandler, SafeDir: safeDirHandler}
}

func (s *server) handlers(vi export.VolumeInfo) map[string]http.Handler {
	// The mount point itself is the kubelet's, not the user's: statting
	// it follows nothing they control.
	fi, err := os.Stat(vi.Path)
	if err != nil {
		return nil
	}
	m := map[string]http.Handler{}
	m[vi.DirURI] = s.DirHandler(vi.DirURI, vi.Path) // want `HP1004: root of a tree others control \(export\.VolumeInfo\.Path\) reaches http\.FileServer via DirHandler, set to exportserver\.dirHandler, which follows symlinks below it`
	m["/safe"+vi.DirURI] = s.SafeDir(vi.DirURI, vi.Path)
	if fi.IsDir() {
		m[vi.RawURI] = s.FileHandler(path.Join(vi.Path, "disk.img")) // want `HP1004: path in a tree others control \(from export\.VolumeInfo\.Path/…\) reaches os\.Open via FileHandler, set to exportserver\.fileHandler, which follows symlinks`
	}
	return m
}

func dirHandler(uri, root string) http.Handler {
	return http.StripPrefix(uri, http.FileServer(http.Dir(root)))
}

func fileHandler(file string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := os.Open(file)
		if err != nil {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
		defer f.Close()
		http.ServeContent(w, r, "disk.img", time.Time{}, f)
	})
}

// safeDir resolves every name below root without following links: a
// struct that wraps the root is no path, and its Open goes through the
// no-follow wrapper.
type safeDir struct{ root string }

func (d safeDir) Open(name string) (http.File, error) {
	p, err := safepath.JoinAndResolveWithRelativeRoot(d.root, path.Clean("/"+name))
	if err != nil {
		return nil, err
	}
	return safepath.OpenAtNoFollow(p)
}

func safeDirHandler(uri, root string) http.Handler {
	return http.StripPrefix(uri, http.FileServer(safeDir{root: root}))
}

// readable opens every entry below the volume to see that it can be
// read: an entry that is a link is followed out of the volume.
func readable(vi export.VolumeInfo) bool {
	d, err := os.Open(vi.Path)
	if err != nil {
		return false
	}
	names, err := d.Readdirnames(-1)
	d.Close()
	if err != nil {
		return false
	}
	for _, n := range names {
		f, err := os.Open(filepath.Join(vi.Path, n)) // want `HP1004: path in a tree others control \(from export\.VolumeInfo\.Path/…\) reaches os\.Open, which follows symlinks`
		if err != nil {
			return false
		}
		f.Close()
	}
	return true
}

// volumeName only takes the base name: no operation sees it.
func volumeName(vi export.VolumeInfo) string { return path.Base(vi.Path) }

// served: a directive with its reason silences one site.
func served(vi export.VolumeInfo) http.Handler {
	//kvlint:ignore HP1004 fixture: this volume is the server's own scratch space, not a user's
	return http.FileServer(http.Dir(vi.Path))
}

// fsys: os.DirFS follows links below its root too.
func fsys(s *server) []string {
	var out []string
	for _, vi := range s.paths.Volumes {
		_ = os.DirFS(vi.Path) // want `HP1004: root of a tree others control \(export\.VolumeInfo\.Path\) reaches os\.DirFS, which follows symlinks below it`
		out = append(out, vi.DirURI)
	}
	return out
}

// diskFile stats the mount point, then names the disk below it: the stat
// sees only the root (the assignment below it comes later), the open
// either.
func diskFile(vi export.VolumeInfo) (*os.File, error) {
	p := vi.Path
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if fi.IsDir() {
		p = path.Join(p, "disk.img")
	}
	return os.Open(p) // want `HP1004: path in a tree others control \(from export\.VolumeInfo\.Path/…\) reaches os\.Open, which follows symlinks`
}

// eachDisk: in a loop, a use after the assignment below on the previous
// round sees the path below.
func eachDisk(vi export.VolumeInfo, names []string) error {
	p := vi.Path
	for _, n := range names {
		if _, err := os.Stat(p); err != nil { // want `HP1004: path in a tree others control \(from export\.VolumeInfo\.Path/…\) reaches os\.Stat, which follows symlinks`
			return err
		}
		p = path.Join(p, n)
	}
	return nil
}

// perVolume: each round starts from a fresh mount point (:= in the loop),
// so the stat never sees the previous round's disk path.
func perVolume(s *server) error {
	for _, vi := range s.paths.Volumes {
		p := vi.Path
		fi, err := os.Stat(p)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			p = path.Join(p, "disk.img")
		}
		s.FileHandler(p) // want `HP1004: path in a tree others control \(from export\.VolumeInfo\.Path/…\) reaches os\.Open via FileHandler`
	}
	return nil
}
