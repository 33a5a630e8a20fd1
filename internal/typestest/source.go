package typestest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// Parse parses src as the file name into fset, comments kept, or fails the
// test.
func Parse(t testing.TB, fset *token.FileSet, name, src string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Check type-checks files as the package path, importing through imp (nil
// for a package that imports nothing), with every map of the Info it
// returns filled, or fails the test.
func Check(t testing.TB, fset *token.FileSet, path string, imp types.Importer, files ...*ast.File) (*types.Package, *types.Info) {
	t.Helper()
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
		Instances:  map[*ast.Ident]types.Instance{},
	}
	pkg, err := (&types.Config{Importer: imp}).Check(path, fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	return pkg, info
}

// Source parses src as the one file of the package path and type-checks
// it (Check, importing nothing).
func Source(t testing.TB, path, src string) (*token.FileSet, *ast.File, *types.Package, *types.Info) {
	t.Helper()
	fset := token.NewFileSet()
	f := Parse(t, fset, "p.go", src)
	pkg, info := Check(t, fset, path, nil, f)
	return fset, f, pkg, info
}
