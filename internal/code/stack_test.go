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

func TestEnclosingBody(t *testing.T) {
	outer := &ast.FuncDecl{Body: &ast.BlockStmt{}}
	lit := &ast.FuncLit{Body: &ast.BlockStmt{}}
	id := ast.NewIdent("x")
	assert.Same(t, lit.Body, code.EnclosingBody([]ast.Node{outer, outer.Body, lit, lit.Body, id}), "the innermost function")
	assert.Same(t, outer.Body, code.EnclosingBody([]ast.Node{outer, outer.Body, id}))
	assert.Nil(t, code.EnclosingBody([]ast.Node{&ast.File{}, id}), "outside any function")
}

func TestEnclosingDecl(t *testing.T) {
	outer := &ast.FuncDecl{Body: &ast.BlockStmt{}}
	lit := &ast.FuncLit{Body: &ast.BlockStmt{}}
	id := ast.NewIdent("x")
	assert.Same(t, outer, code.EnclosingDecl([]ast.Node{outer, outer.Body, id}))
	assert.Nil(t, code.EnclosingDecl([]ast.Node{outer, outer.Body, lit, lit.Body, id}), "inside a literal")
	assert.Nil(t, code.EnclosingDecl([]ast.Node{&ast.File{}, id}), "outside any function")
}
