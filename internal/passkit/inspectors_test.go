package passkit

import (
	"go/ast"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/typestest"
)

func TestInspectorCacheSharesWhileAlive(t *testing.T) {
	fset := token.NewFileSet()
	f := typestest.Parse(t, fset, "a.go", "package a\nfunc F() {}\n")
	g := typestest.Parse(t, fset, "a.go", "package a\nfunc F() {}\n")
	pkg := types.NewPackage("example.com/a", "a")

	var c inspectorCache
	first := c.get(pkg, []*ast.File{f})
	assert.Same(t, first, c.get(pkg, []*ast.File{f}), "a second pass over the same package reuses the inspector")
	other := c.get(pkg, []*ast.File{g})
	assert.NotSame(t, first, other, "other syntax for the same package object is never served a stale inspector")
	assert.Same(t, other, c.get(pkg, []*ast.File{g}))
}
