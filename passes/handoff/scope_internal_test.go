package handoff

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/typestest"
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
	fset, f, _, info := typestest.Source(t, "p", src)
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
