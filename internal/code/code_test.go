package code_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/code"
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

// TrueResults reads a predicate's truth: each non-false result, a true
// under ifs and switch cases as their conditions (an else branch's
// negated), and nothing
// where true may come without a test or the parameter changes.
func TestTrueResults(t *testing.T) {
	_, f, info := check(t, trueResultsSrc)
	got := map[string][]string{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		var rs []string
		for _, r := range code.TrueResults(info, fd) {
			rs = append(rs, types.ExprString(r))
		}
		got[fd.Name.Name] = rs
	}
	// A function literal (a seam's) reads as a declaration does; a nil
	// declaration reads as nothing.
	for vs := range code.ValueSpecs(f, token.VAR) {
		var rs []string
		for _, r := range code.TrueResults(info, vs.Values[0]) {
			rs = append(rs, types.ExprString(r))
		}
		got[vs.Names[0].Name] = rs
		assert.Equal(t, "c.Type == \"Ready\"", types.ExprString(code.SoleResult(vs.Values[0])), vs.Names[0].Name)
	}
	assert.Nil(t, code.TrueResults(info, (*ast.FuncDecl)(nil)))
	assert.Nil(t, code.SoleResult((*ast.FuncDecl)(nil)))
	require.Equal(t, map[string][]string{
		"seam":      {`c.Type == "Ready"`},
		"early":     {`c.Type == "Ready"`},
		"guarded":   {`(c.Status != "") && (c.Type == "Ready")`, `!(c.Status != "")`},
		"top":       nil,
		"looped":    nil,
		"switched":  {`(c.Type == "Ready" || c.Type == "Paused")`, `c.Status == "True"`},
		"defaulted": nil,
		"fallen":    nil,
		"assigns":   nil,
		"never":     nil,
	}, got)
}

// trueResultsSrc holds TestTrueResults' predicates.
const trueResultsSrc = `package p

type C struct{ Type, Status string }

var seam = func(c C) bool { return c.Type == "Ready" }

func early(c C) bool {
	if c.Status == "" {
		return false
	}
	return c.Type == "Ready"
}

func guarded(c C) bool {
	if c.Status != "" {
		if c.Type == "Ready" {
			return true
		}
	} else {
		return true
	}
	return false
}

func top(c C) bool {
	if c.Type == "Ready" {
		return false
	}
	return true
}

func looped(c C, ts []string) bool {
	for _, t := range ts {
		if c.Type == t {
			return true
		}
	}
	return false
}

func switched(c C) bool {
	switch c.Type {
	case "Ready", "Paused":
		return true
	}
	switch {
	case c.Status == "True":
		return true
	}
	return false
}

func defaulted(c C) bool {
	switch c.Type {
	case "":
	default:
		return true
	}
	return false
}

func fallen(c C) bool {
	switch c.Type {
	case "Ready":
		fallthrough
	case "Paused":
		return true
	}
	return false
}

func assigns(c C, o C) bool {
	c = o
	return c.Type == "Ready"
}

func never(c C) bool { return false }
`
