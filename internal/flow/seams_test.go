package flow_test

import (
	"go/ast"
	"go/importer"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/typestest"
)

const seamSrc = `package p

var now = func() string { return "/bin/mount" }

func run() string { return now() }
`

// A package and its test variant share the syntax of their common files
// (go/packages parses a file once per load) but not their types: each
// variant's seams are its own, with its own variables and functions.
func TestSeamsPerTypeCheckOfSharedFiles(t *testing.T) {
	fset := token.NewFileSet()
	f := typestest.Parse(t, fset, "p.go", seamSrc)
	imp := importer.Default()
	var call *ast.CallExpr
	ast.Inspect(f, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			call = c
		}
		return call == nil
	})
	require.NotNil(t, call)
	for i := range 2 {
		pkg, info := typestest.Check(t, fset, "p", imp, f)
		ss := flow.BodiesIn(pkg, info, []*ast.File{f})
		fn := ss.Callee(call)
		require.NotNil(t, fn, "type-check %d: the call through now is a call of its seam", i)
		assert.Same(t, pkg, fn.Pkg(), "type-check %d", i)
		require.Len(t, ss.Seams(), 1)
		sm := ss.Seams()[0]
		assert.Same(t, fn, sm.Func, "type-check %d: the call's seam is the package's own", i)
		assert.Same(t, pkg.Scope().Lookup("now"), sm.Var, "type-check %d", i)
		assert.Same(t, sm.Var, flow.SeamVar(fn))
		assert.Same(t, sm.Lit.Body, ss.Body(fn), "a seam's statements are its literal's")
		run := pkg.Scope().Lookup("run").(*types.Func)
		assert.Same(t, ss.Decl(run).Body, ss.Body(run), "a declared function's are its declaration's")
		var in []*types.Func
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			if _, ok := n.(*ast.ReturnStmt); ok {
				in = append(in, ss.Enclosing(append(stack, n)))
			}
			return true
		})
		assert.Equal(t, []*types.Func{fn, run}, in, "a return is the seam's, then run's")
	}
}
