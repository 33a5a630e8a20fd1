package policy

import (
	"flag"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updatePreparsed = flag.Bool("update-preparsed", false, "write preparsed.bin from the embedded profiles")

// profileTexts returns every embedded profile file by embed path.
func profileTexts(t *testing.T) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := fs.WalkDir(profiles, "profiles", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".yaml") {
			return err
		}
		files[path], err = profiles.ReadFile(path)
		return err
	})
	require.NoError(t, err)
	require.NotEmpty(t, files)
	return files
}

// TestPreparsedCurrent: preparsed.bin holds the trees of today's profile
// files, so no run parses them. Without it kvlint is right but slower.
func TestPreparsedCurrent(t *testing.T) {
	want, err := encodePreparsed(profileTexts(t))
	require.NoError(t, err)
	if *updatePreparsed {
		require.NoError(t, os.WriteFile("preparsed.bin", want, 0o644))
		return
	}
	if preparsedBlob != string(want) {
		t.Fatal("preparsed.bin is not the profile files' trees: run `go generate ./internal/policy`")
	}
}

// TestPreparsedTrees: each tree read from the blob is the tree the parser
// makes of the file (every field of every node: comments, positions, tags,
// styles), and a file whose text differs by one byte is not served.
func TestPreparsedTrees(t *testing.T) {
	files := profileTexts(t)
	blob, err := encodePreparsed(files)
	require.NoError(t, err)
	for path, data := range files {
		want, err := parseNode(path, data)
		require.NoError(t, err)
		got, ok := preparsed(string(blob), path, data)
		require.True(t, ok, path)
		assert.Equal(t, want, got, path)

		edited := append([]byte(nil), data...)
		edited[len(edited)-1] ^= ' '
		_, ok = preparsed(string(blob), path, edited)
		assert.False(t, ok, "%s edited", path)
		_, ok = preparsed(string(blob), path+"x", data)
		assert.False(t, ok, "%s renamed", path)
	}
}

// TestPreparsedDamaged: a blob cut short or with a changed byte anywhere is
// a miss or the right tree, never a panic or a wrong tree.
func TestPreparsedDamaged(t *testing.T) {
	path := "profiles/kubevirt/core.yaml"
	data := profileTexts(t)[path]
	blob, err := encodePreparsed(map[string][]byte{path: data})
	require.NoError(t, err)
	want, err := parseNode(path, data)
	require.NoError(t, err)
	for i := range blob {
		if _, ok := preparsed(string(blob[:i]), path, data); ok {
			t.Fatalf("a blob cut at %d of %d bytes served a tree", i, len(blob))
		}
		b := []byte(string(blob))
		b[i] ^= 0x55
		if got, ok := preparsed(string(b), path, data); ok && !assert.ObjectsAreEqual(want, got) {
			t.Fatalf("a blob with byte %d of %d changed served a different tree", i, len(blob))
		}
	}
}

// TestPreparsedFallback: an edited profile file whose tree is not in the blob
// is parsed, so an edit takes effect before the blob is written again.
func TestPreparsedFallback(t *testing.T) {
	text := []byte("version: 1\n# comment\ncomponents: []\n")
	n, err := parseProfileFile("profiles/kubevirt/none.yaml", "f", text)
	require.NoError(t, err)
	want, err := parseNode("f", text)
	require.NoError(t, err)
	assert.Equal(t, want, n)
	_, err = parseProfileFile("profiles/kubevirt/none.yaml", "f.yaml", []byte("version: [\n"))
	require.ErrorContains(t, err, "f.yaml:")
}
