package code_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/require"
)

// check type-checks one file of package p and returns what the tests ask
// about.
func check(t *testing.T, src string) (*types.Package, *ast.File, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Instances:  map[*ast.Ident]types.Instance{},
	}
	pkg, err := (&types.Config{}).Check("example.com/p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
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
