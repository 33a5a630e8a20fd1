package code

import "go/ast"

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

// EnclosingBody returns the body of the innermost function (declaration or
// literal) on an inspector stack, or nil outside any function.
func EnclosingBody(stack []ast.Node) *ast.BlockStmt {
	for i := len(stack) - 1; i >= 0; i-- {
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			return f.Body
		case *ast.FuncLit:
			return f.Body
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
