package atomicfile_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/core/atomicfile"
)

func TestWriteFileReplacesAndKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.go")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	require.NoError(t, atomicfile.WriteFile(path, []byte("new"), 0o644))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "an existing file keeps its mode")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

func TestWriteFileThroughSymlinkKeepsTheLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.json")
	link := filepath.Join(dir, "link.json")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	require.NoError(t, os.Symlink(target, link))
	require.NoError(t, atomicfile.WriteFile(link, []byte("new"), 0o644))
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.NotZero(t, fi.Mode()&os.ModeSymlink, "the link is still a link")
	data, err := os.ReadFile(target)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))
}

func TestWriteFileRefusesADirectory(t *testing.T) {
	dir := t.TempDir()
	err := atomicfile.WriteFile(dir, []byte("x"), 0o644)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a regular file")
}

func TestWriteFileMissingDirectory(t *testing.T) {
	err := atomicfile.WriteFile(filepath.Join(t.TempDir(), "no", "such", "f"), []byte("x"), 0o644)
	assert.Error(t, err)
}

// Replace keeps the replaced file's owner, group and mode (the temporary
// file root creates is root's until then).
func TestReplaceKeepsOwnerAndMode(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to give the file another owner")
	}
	path := filepath.Join(t.TempDir(), "a.go")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o640))
	require.NoError(t, os.Chown(path, 1234, 5678))
	require.NoError(t, atomicfile.Replace(path, []byte("new")))
	fi, err := os.Stat(path)
	require.NoError(t, err)
	uid, gid, ok := atomicfile.Owner(fi)
	require.True(t, ok)
	assert.Equal(t, []int{1234, 5678}, []int{uid, gid})
	assert.Equal(t, os.FileMode(0o640), fi.Mode().Perm())
}

// A rename would detach the other names of a hard-linked file.
func TestReplaceRefusesHardLinks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.go")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o644))
	require.NoError(t, os.Link(path, filepath.Join(dir, "b.go")))
	err := atomicfile.Replace(path, []byte("new"))
	assert.ErrorContains(t, err, "2 hard links")
	data, err := os.ReadFile(filepath.Join(dir, "b.go"))
	require.NoError(t, err)
	assert.Equal(t, "old", string(data))
}

// A stream (/dev/stdout, a pipe) is written in place, not refused.
func TestWriteFileToAStream(t *testing.T) {
	r, w, err := os.Pipe()
	require.NoError(t, err)
	defer r.Close()
	name := fmt.Sprintf("/proc/self/fd/%d", w.Fd())
	if _, err := os.Stat(name); err != nil {
		t.Skip("no /proc/self/fd")
	}
	require.NoError(t, atomicfile.WriteFile(name, []byte("out\n"), 0o644))
	w.Close()
	data, err := io.ReadAll(r)
	require.NoError(t, err)
	assert.Equal(t, "out\n", string(data))
}
