// Package podtree is virt-handler code working in trees a pod or a user
// controls: a volume's mount point, an archive's entries.
package podtree

import (
	"archive/tar"
	"io"
	"os"
	"path/filepath"

	"kubevirt.io/kubevirt/pkg/virt-handler/isolation"
)

// extract unpacks an archive into a directory: each entry's name is the
// archive author's, and a link entry written first redirects the files
// after it.
func extract(r io.Reader, dest string) error {
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err != nil {
			return err
		}
		target := filepath.Join(dest, hdr.Name)
		if hdr.Typeflag == tar.TypeDir {
			if err := os.MkdirAll(target, 0o755); err != nil { // want `HP1004: path into another root \(from tar\.Header\.Name\) reaches os\.MkdirAll, which follows symlinks`
				return err
			}
			continue
		}
		f, err := os.Create(target) // want `HP1004: path into another root \(from tar\.Header\.Name\) reaches os\.Create, which follows symlinks`
		if err != nil {
			return err
		}
		_, err = io.Copy(f, tr)
		f.Close()
		if err != nil {
			return err
		}
	}
}

// listing only reads the entries' names: nothing is followed.
func listing(r io.Reader) ([]string, error) {
	var names []string
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return names, nil
		}
		if err != nil {
			return nil, err
		}
		names = append(names, hdr.Name)
	}
}

// sizes walks a volume's mount point: Walk itself does not follow links,
// but the paths it hands over are below the tree.
func sizes(res isolation.IsolationResult) (int64, error) {
	var total int64
	err := filepath.Walk(res.VolumeDir(), func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		b, err := os.ReadFile(p) // want `HP1004: path in a tree others control \(from isolation\.IsolationResult\.VolumeDir/…\) reaches os\.ReadFile, which follows symlinks`
		total += int64(len(b))
		return err
	})
	return total, err
}

// lsizes only looks at what Walk already lstat'ed.
func lsizes(res isolation.IsolationResult) (int64, error) {
	var total int64
	err := filepath.Walk(res.VolumeDir(), func(p string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			total += info.Size()
		}
		return err
	})
	return total, err
}

// prepare creates the volume's directory itself: the mount point is not
// below the tree.
func prepare(res isolation.IsolationResult) error {
	return os.MkdirAll(res.VolumeDir(), 0o750)
}

// chownDisk hands a path below the volume to a helper that chowns it.
func chownDisk(res isolation.IsolationResult) error {
	return own(filepath.Join(res.VolumeDir(), "disk.img")) // want `HP1004: path in a tree others control \(from isolation\.IsolationResult\.VolumeDir/…\) reaches os\.Chown via podtree\.own, which follows symlinks`
}

// chownBelow hands the volume's root to a helper that builds the path
// below it.
func chownBelow(res isolation.IsolationResult) error {
	return ownIn(res.VolumeDir(), "disk.img") // want `HP1004: root of a tree others control \(isolation\.IsolationResult\.VolumeDir\) reaches os\.Chown via podtree\.ownIn, which follows symlinks below it`
}

func own(p string) error { return os.Chown(p, 107, 107) }

func ownIn(dir, name string) error { return own(filepath.Join(dir, name)) }
