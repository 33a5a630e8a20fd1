package code_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
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

// checkStd is check for a file that imports the standard library (type
// checked from source, as the go command would compile it).
func checkStd(t *testing.T, src string) (*ast.File, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f := typestest.Parse(t, fset, "p.go", src)
	_, info := typestest.Check(t, fset, "example.com/p", importer.ForCompiler(fset, "source", nil), f)
	return f, info
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
