package policy_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/typestest"
)

// In a package that uses cgo, the first file is cgo's generated
// _cgo_gotypes file in the build cache (no .go suffix, no //line); the
// policy must still be discovered from the package's own directory, which
// the //line directives of cgo's rewritten files name.
func TestForPassFindsTheSourceDirectoryOfACgoPackage(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "go.mod"), "module example.com/m\n")
	writeFile(t, filepath.Join(root, "pkg/c/.kvlint.yaml"), "version: 1\ncomponents:\n  c: [example.com/m/pkg/c/...]\n")
	cache := t.TempDir()

	fset := token.NewFileSet()
	gotypes := typestest.Parse(t, fset, filepath.Join(cache, "0f3a-d"), "package c\n")
	rewritten := typestest.Parse(t, fset, filepath.Join(cache, "9b1c-d"), "//line "+filepath.Join(root, "pkg/c/c.go")+":1:1\npackage c\n")

	p, err := (&policy.Source{}).ForPass(&analysis.Pass{Fset: fset, Files: []*ast.File{gotypes, rewritten}})
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(root, "pkg/c/.kvlint.yaml"), p.Name)
}
