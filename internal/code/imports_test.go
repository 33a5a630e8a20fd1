package code_test

import (
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

func TestImports(t *testing.T) {
	d := types.NewPackage("d", "d")
	b := types.NewPackage("b", "b")
	c := types.NewPackage("c", "c")
	a := types.NewPackage("a", "a")
	b.SetImports([]*types.Package{d})
	c.SetImports([]*types.Package{d, b})
	a.SetImports([]*types.Package{b, c})

	var got []string
	for p := range code.Imports(a) {
		got = append(got, p.Path())
	}
	assert.Equal(t, []string{"a", "b", "c", "d"}, got, "breadth first, each once")

	got = nil
	for p := range code.Imports(a) {
		got = append(got, p.Path())
		if p == b {
			break
		}
	}
	assert.Equal(t, []string{"a", "b"}, got, "stops when the caller breaks")
}
