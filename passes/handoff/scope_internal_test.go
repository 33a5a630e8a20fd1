package handoff

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ast/inspector"
)

// scopeAt finds, from the syntax stack, the scope types.Scope.Innermost
// finds by searching: for literals in function bodies, closures, blocks,
// if/for/switch/select clauses, parameters' defaults of closures, and at
// package level.
func TestScopeAtIsInnermost(t *testing.T) {
	src := `package p

var top = "a"

func F(x int) string {
	s := "b"
	if y := "c"; x > 0 {
		s = y + "d"
	} else {
		s = "e"
	}
	for i := 0; i < 2; i++ {
		s += "f"
	}
	switch z := x; z {
	case 1:
		s = "g"
	default:
		{
			s = "h"
		}
	}
	var v any = x
	switch w := v.(type) {
	case int:
		_ = w
		s = "i"
	}
	ch := make(chan string)
	select {
	case m := <-ch:
		s = m + "j"
	default:
	}
	g := func(q string) string { return q + "k" }
	return g(s + "l")
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{Scopes: map[ast.Node]*types.Scope{}}
	_, err = (&types.Config{}).Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	fileScope := info.Scopes[f]
	n := 0
	inspector.New([]*ast.File{f}).WithStack([]ast.Node{(*ast.BasicLit)(nil)}, func(nd ast.Node, push bool, stack []ast.Node) bool {
		lit := nd.(*ast.BasicLit)
		if !push || lit.Kind != token.STRING {
			return true
		}
		n++
		assert.Same(t, fileScope.Innermost(lit.Pos()), scopeAt(info, stack), "literal %s at %s", lit.Value, fset.Position(lit.Pos()))
		return true
	})
	assert.Equal(t, 12, n)
}
