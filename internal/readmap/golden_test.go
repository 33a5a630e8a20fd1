package readmap_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
	"github.com/kvlint/kvlint/internal/registry"
	_ "github.com/kvlint/kvlint/internal/registry/all"
)

var update = flag.Bool("update", false, "rewrite the golden files of kvlint map")

const linkBase = "https://example.com/kv/blob/v0/"

// tree is a GOPATH-layout fixture tree with its policy.
type tree struct {
	name   string
	td     string // the testdata directory (GOPATH); sources in td/src
	policy string
}

// trees are the map's own fixture tree and every pass's fixture tree with
// the policy its tests use.
func trees(t *testing.T) []tree {
	out := []tree{{name: "readmap", td: abs(t, "testdata"), policy: abs(t, "testdata/policy.yaml")}}
	for _, p := range []string{"handoff", "hostprim", "migrationpair", "statusfield"} {
		td := abs(t, filepath.Join("..", "..", "passes", p, "testdata"))
		out = append(out, tree{name: p, td: td, policy: filepath.Join(td, "policy.yaml")})
	}
	return out
}

func abs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	require.NoError(t, err)
	return a
}

// makeMap analyses a tree as `kvlint map -config=POLICY -link=… ./...` does.
func makeMap(t *testing.T, tr tree) *readmap.Map {
	t.Helper()
	src := &policy.Source{}
	require.NoError(t, src.Set(tr.policy))
	gopath := diagtest.Tree(t, tr.td)
	dir := filepath.Join(gopath, "src")
	pol, err := src.ForDir(dir)
	require.NoError(t, err)
	view, err := registry.MapPolicy(pol)
	require.NoError(t, err)
	m, err := readmap.Make(readmap.Options{
		Source: src, View: view, Validate: registry.Validate, Analyzers: registry.Analyzers,
		Dir: dir, Root: dir, LinkBase: linkBase,
		Env: append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=-buildvcs=false"),
	}, "./...")
	require.NoError(t, err)
	return m
}

func render(t *testing.T, m *readmap.Map, format string) []byte {
	t.Helper()
	var buf bytes.Buffer
	switch format {
	case "md":
		require.NoError(t, readmap.WriteMarkdown(&buf, m, "Reading map"))
	case "json":
		require.NoError(t, readmap.WriteJSON(&buf, m))
	case "dot":
		require.NoError(t, readmap.WriteDOT(&buf, m))
	}
	return buf.Bytes()
}

// TestGolden renders every fixture tree in the three formats and compares
// with testdata/golden (go test -run TestGolden -update rewrites them).
func TestGolden(t *testing.T) {
	for _, tr := range trees(t) {
		t.Run(tr.name, func(t *testing.T) {
			m := makeMap(t, tr)
			for _, format := range []string{"md", "json", "dot"} {
				got := render(t, m, format)
				file := filepath.Join("testdata", "golden", tr.name+"."+format)
				if *update {
					require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
					require.NoError(t, os.WriteFile(file, got, 0o644))
					continue
				}
				want, err := os.ReadFile(file)
				require.NoError(t, err, "run go test ./internal/readmap -run TestGolden -update to create it")
				assert.Equal(t, string(want), string(got), "%s differs from the golden file", file)
			}
		})
	}
}

// TestDOTRendersWithGraphviz runs Graphviz on every golden DOT file: the
// output must be a graph dot accepts without a warning.
func TestDOTRendersWithGraphviz(t *testing.T) {
	dotBin, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("Graphviz's dot is not installed (apt-get install graphviz; scripts/ci-deps.sh installs it for CI): the DOT output is not rendered")
	}
	for _, f := range goldenFiles(t, "dot") {
		in, err := os.Open(f)
		require.NoError(t, err)
		var out, stderr bytes.Buffer
		cmd := exec.Command(dotBin, "-Tsvg")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = in, &out, &stderr
		err = cmd.Run()
		in.Close()
		require.NoError(t, err, "%s: dot failed: %s", f, stderr.String())
		assert.Empty(t, stderr.String(), "%s: dot warned", f)
		assert.Contains(t, out.String(), "<svg", f)
	}
}

// goldenFiles lists the golden files of one format; there must be some.
func goldenFiles(t *testing.T, ext string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*."+ext))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	return files
}

// The fixture policy names a channel "launcher|pod" with a doc full of
// quotes, pipes, a line break, HTML and Markdown characters: none of them
// may break a Markdown table row or a DOT string.
func TestHostileStringsStayInTheirCells(t *testing.T) {
	m := makeMap(t, trees(t)[0])
	md := string(render(t, m, "md"))
	assert.NotContains(t, md, "<b>", "HTML from the policy is escaped")
	assert.Contains(t, md, `launcher\|pod`)
	var header int
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			header = 0
			continue
		}
		n := cells(line)
		if header == 0 {
			header = n
		}
		assert.Equal(t, header, n, "row with a different number of cells: %s", line)
	}
	dot := string(render(t, m, "dot"))
	assert.Contains(t, dot, `"channel launcher|pod"`)
	assert.Contains(t, dot, `create the \"launcher\" Pod`)
	assert.NotContains(t, dot, "Pod | <b>bold</b>\nsecond", "a line break from the policy is the \\n escape")
}

// cells counts a Markdown table row's cells: unescaped pipes minus one.
func cells(row string) int {
	n, esc := 0, false
	for _, r := range row {
		switch {
		case esc:
			esc = false
		case r == '\\':
			esc = true
		case r == '|':
			n++
		}
	}
	return n - 1
}
