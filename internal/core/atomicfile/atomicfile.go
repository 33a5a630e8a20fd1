// Package atomicfile writes files so that a reader, or a run killed halfway,
// sees either the old content or the new, never an empty or partial file:
// the data goes to a temporary file in the target's directory (so the rename
// stays on one file system), is synced, and is renamed over the target. A
// target that is a stream, not a file (/dev/stdout, a pipe, a terminal), is
// written in place: there is nothing to replace.
package atomicfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// TempPrefix starts the name of every temporary file; a file left by a run
// killed before its rename is recognisable by it.
const TempPrefix = ".kvlint-tmp-"

// WriteFile replaces path with data. An existing file keeps its permission
// bits, and its owner and group where the process may set them; a new one
// gets perm. A character device, FIFO or socket, and any name under /dev/fd,
// /proc/self/fd or /dev/std*, is written in place (appended to, so that
// `-o /dev/stdout` with standard output redirected to a file keeps what
// the shell wrote before); a directory or block device is refused.
func WriteFile(path string, data []byte, perm fs.FileMode) error {
	fi, err := os.Stat(path)
	switch {
	case err == nil && isStream(path, fi):
		return writeInPlace(path, data)
	case err == nil && !fi.Mode().IsRegular():
		return fmt.Errorf("%s: %s, not a regular file; refusing to replace it", path, kind(fi))
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return err
	}
	// Rename replaces a symbolic link, not its target: write where it points.
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		path = resolved
	}
	return replace(path, data, perm, fi, false)
}

// Replace replaces the existing regular file path with data and keeps its
// permission bits, owner and group: it fails rather than leave the file
// owned by someone else. It refuses a file with more than one hard link,
// since a rename would give this name a new file and leave the other names
// with the old content. path must not be a symbolic link (resolve it first:
// the caller decides whether its target may be written).
func Replace(path string, data []byte) error {
	fi, err := os.Lstat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s: %s, not a regular file; refusing to replace it", path, kind(fi))
	}
	if n := Links(fi); n > 1 {
		return fmt.Errorf("%s: the file has %d hard links: replacing it would detach this name from the others", path, n)
	}
	return replace(path, data, fi.Mode().Perm(), fi, true)
}

// Links returns the file's hard link count (1 when unknown).
func Links(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink) //nolint:unconvert // uint64 on linux/amd64 only: uint32 on linux/arm64, uint16 on darwin
	}
	return 1
}

// Owner returns the file's owner and group (ok false when unknown).
func Owner(fi fs.FileInfo) (uid, gid int, ok bool) {
	if st, isStat := fi.Sys().(*syscall.Stat_t); isStat {
		return int(st.Uid), int(st.Gid), true
	}
	return 0, 0, false
}

// replace writes data to a temporary file beside path and renames it over
// path. old describes the file replaced (nil when there is none): the new
// file gets its mode and, when possible (strict: or else fails), its owner.
func replace(path string, data []byte, perm fs.FileMode, old fs.FileInfo, strict bool) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), TempPrefix+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			// The write's error is the one to report; a temporary file
			// left behind carries TempPrefix, so it is recognisable.
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if old != nil {
		perm = old.Mode().Perm()
		if st, ok := old.Sys().(*syscall.Stat_t); ok {
			if cerr := keepOwner(tmp, st); cerr != nil && strict {
				return fmt.Errorf("%s: cannot keep its owner (uid %d, gid %d): %w", path, st.Uid, st.Gid, cerr)
			}
		}
	}
	// After chown, which may clear set-id bits.
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

// keepOwner gives tmp the owner and group of the file it replaces, when they
// differ from what it was created with.
func keepOwner(tmp *os.File, st *syscall.Stat_t) error {
	fi, err := tmp.Stat()
	if err != nil {
		return err
	}
	if cur, ok := fi.Sys().(*syscall.Stat_t); ok && cur.Uid == st.Uid && cur.Gid == st.Gid {
		return nil
	}
	return tmp.Chown(int(st.Uid), int(st.Gid))
}

// isStream reports whether path names a stream to write to rather than a
// file to replace.
func isStream(path string, fi fs.FileInfo) bool {
	switch m := fi.Mode(); {
	case m&fs.ModeCharDevice != 0, m&fs.ModeNamedPipe != 0, m&fs.ModeSocket != 0:
		return true
	case m&fs.ModeDevice != 0, m.IsDir():
		return false
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	for _, p := range []string{"/dev/fd/", "/proc/self/fd/", "/dev/stdout", "/dev/stderr"} {
		if strings.HasPrefix(abs, p) {
			return true
		}
	}
	return false
}

func writeInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// kind names what a file that is not a regular file is.
func kind(fi fs.FileInfo) string {
	switch m := fi.Mode(); {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// MarshalJSON renders v as kvlint writes its JSON files (baselines, SARIF
// logs): indented by two spaces, HTML characters as they are, with a
// trailing newline, so that a committed file diffs line by line.
func MarshalJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
