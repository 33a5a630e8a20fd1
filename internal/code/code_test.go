package code_test

import (
	"go/ast"
	"go/parser"
	"go/types"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/typestest"
)

// check type-checks one file of package p and returns what the tests ask
// about.
func check(t *testing.T, src string) (*types.Package, *ast.File, *types.Info) {
	t.Helper()
	_, f, pkg, info := typestest.Source(t, "example.com/p", src)
	return pkg, f, info
}

// expr parses a Go expression.
func expr(t *testing.T, s string) ast.Expr {
	t.Helper()
	e, err := parser.ParseExpr(s)
	require.NoError(t, err)
	return e
}

// calls returns the call expressions of f in source order.
func calls(f *ast.File) []*ast.CallExpr {
	var out []*ast.CallExpr
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			out = append(out, c)
		}
		return true
	})
	return out
}

// named returns the named type name declared in pkg.
func named(t *testing.T, pkg *types.Package, name string) *types.Named {
	t.Helper()
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	require.True(t, ok, name)
	n, ok := tn.Type().(*types.Named)
	require.True(t, ok, name)
	return n
}
