// Package atomicfile writes files so that a reader, or a run killed halfway,
// sees either the old content or the new, never an empty or partial file:
// the data goes to a temporary file in the target's directory (so the rename
// stays on one file system), is synced, and is renamed over the target.
package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// TempPrefix starts the name of every temporary file; a file left by a run
// killed before its rename is recognisable by it.
const TempPrefix = ".kvlint-tmp-"

// WriteFile replaces path with data. An existing file keeps its permission
// bits; a new one gets perm.
func WriteFile(path string, data []byte, perm fs.FileMode) (err error) {
	if fi, err := os.Stat(path); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file; refusing to replace it", path)
		}
		perm = fi.Mode().Perm()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	// Rename replaces a symbolic link, not its target: write where it points.
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		path = resolved
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), TempPrefix+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
