package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

func TestOutermost(t *testing.T) {
	// The stack down to the identifier k in f((k).x[0]), root first.
	call := expr(t, "f((k).x[0])").(*ast.CallExpr)
	index := call.Args[0].(*ast.IndexExpr)
	sel := index.X.(*ast.SelectorExpr)
	paren := sel.X.(*ast.ParenExpr)
	path := []ast.Node{call, index, sel, paren, paren.X}
	operand := func(parent, node ast.Node) bool {
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			return p.X == node
		case *ast.IndexExpr:
			return p.X == node
		case *ast.ParenExpr:
			return true
		}
		return false
	}
	i := code.Outermost(path, operand)
	assert.Equal(t, "(k).x[0]", types.ExprString(path[i].(ast.Expr)))
	_, isCall := path[i-1].(*ast.CallExpr)
	assert.True(t, isCall, "the parent is the call")

	none := func(ast.Node, ast.Node) bool { return false }
	assert.Equal(t, len(path)-1, code.Outermost(path, none), "nothing wraps: the top itself")
	all := func(ast.Node, ast.Node) bool { return true }
	assert.Equal(t, 0, code.Outermost(path, all), "everything wraps: the root")
}

func TestDeclaringBody(t *testing.T) {
	_, f, info := check(t, `package p

func outer(param []string) {
	local := param
	func() {
		inner := local
		_ = append(inner, param...)
	}()
}
`)
	fd := f.Decls[0].(*ast.FuncDecl)
	lit := fd.Body.List[1].(*ast.ExprStmt).X.(*ast.CallExpr).Fun.(*ast.FuncLit)
	stack := []ast.Node{f, fd, fd.Body, lit, lit.Body}
	v := func(name string) *types.Var {
		for id, obj := range info.Defs {
			if id.Name == name {
				return obj.(*types.Var)
			}
		}
		t.Fatalf("no %s", name)
		return nil
	}
	assert.Same(t, lit.Body, code.DeclaringBody(stack, v("inner")), "a closure's own variable")
	assert.Same(t, fd.Body, code.DeclaringBody(stack, v("local")), "the outer function's variable, used in the closure")
	assert.Same(t, fd.Body, code.DeclaringBody(stack, v("param")), "a parameter: its function's body")
	assert.Nil(t, code.DeclaringBody(stack[:1], v("local")), "outside any function")
	assert.Nil(t, code.DeclaringBody(stack, nil))
}

func TestEnclosingDecl(t *testing.T) {
	outer := &ast.FuncDecl{Body: &ast.BlockStmt{}}
	lit := &ast.FuncLit{Body: &ast.BlockStmt{}}
	id := ast.NewIdent("x")
	assert.Same(t, outer, code.EnclosingDecl([]ast.Node{outer, outer.Body, id}))
	assert.Nil(t, code.EnclosingDecl([]ast.Node{outer, outer.Body, lit, lit.Body, id}), "inside a literal")
	assert.Nil(t, code.EnclosingDecl([]ast.Node{&ast.File{}, id}), "outside any function")
}
