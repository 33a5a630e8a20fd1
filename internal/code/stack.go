package code

import (
	"go/ast"
	"go/types"
)

// Outermost climbs an inspector stack (root first) from its top while
// wraps says the parent holds the node as an operand of the same value
// (a selector's operand, parentheses, a dereference), and returns the
// index of the outermost node so held: its parent is stack[i-1], if any.
// Passes ask "what is this identifier or selection used as" of that node's
// parent, whatever wrapped it on the way.
func Outermost(stack []ast.Node, wraps func(parent, node ast.Node) bool) int {
	i := len(stack) - 1
	for i > 0 && wraps(stack[i-1], stack[i]) {
		i--
	}
	return i
}

// DeclaringBody returns the body of the function (declaration or literal)
// on an inspector stack that declares v, as a parameter or in its body, or
// nil when none does. Every assignment of a local variable is below it,
// closures included: a variable a closure appends to or patches with is
// assigned in the function around it, not in the closure's own body.
func DeclaringBody(stack []ast.Node, v *types.Var) *ast.BlockStmt {
	if v == nil {
		return nil
	}
	for i := len(stack) - 1; i >= 0; i-- {
		var body *ast.BlockStmt
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			body = f.Body
		case *ast.FuncLit:
			body = f.Body
		default:
			continue
		}
		if stack[i].Pos() <= v.Pos() && v.Pos() < stack[i].End() {
			return body
		}
	}
	return nil
}

// EnclosingDecl returns the function declaration whose body holds the top
// of an inspector stack directly, or nil inside a function literal or
// outside any function: a literal's returns are its own.
func EnclosingDecl(stack []ast.Node) *ast.FuncDecl {
	for i := len(stack) - 1; i >= 0; i-- {
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			return f
		case *ast.FuncLit:
			return nil
		}
	}
	return nil
}
