package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

// TestBodiesInspect: a declared function's body is walked through the
// inspector and a literal's through ast.Inspect, each giving the nodes of
// the types asked for in source order and skipping below a node f
// declines.
func TestBodiesInspect(t *testing.T) {
	_, f, _ := check(t, `package p

func g() int { return 0 }

func f() int {
	a := g()
	lit := func() int { return g() + 1 }
	if a > 0 {
		return lit()
	}
	return g()
}
`)
	bodies := code.BodiesOf(inspector.New([]*ast.File{f}))
	assert.Len(t, bodies, 2)
	fd := f.Decls[1].(*ast.FuncDecl)
	walk := func(body *ast.BlockStmt) []string {
		var got []string
		bodies.Inspect(body, []ast.Node{(*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node) bool {
			got = append(got, types.ExprString(asExpr(n)))
			_, lit := n.(*ast.FuncLit)
			return !lit // a literal's returns are its own
		})
		return got
	}
	assert.Equal(t, []string{"g()", "(func() int literal)", "return lit()", "lit()", "return g()", "g()"}, walk(fd.Body))
	// The literal's body is no declaration's: the same walk by ast.Inspect.
	lit := fd.Body.List[1].(*ast.AssignStmt).Rhs[0].(*ast.FuncLit)
	assert.Equal(t, []string{"return g() + 1", "g()"}, walk(lit.Body))
}

// asExpr shows a statement by its first line's text, an expression as itself.
func asExpr(n ast.Node) ast.Expr {
	if r, ok := n.(*ast.ReturnStmt); ok {
		return &ast.Ident{Name: "return " + types.ExprString(r.Results[0])}
	}
	return n.(ast.Expr)
}
