package code

import (
	"go/ast"
	"go/token"
)

// Unaddr returns e without its parentheses and one address-of operator:
// x for (&x), &(x) and x itself. Writes through a pointer to a value and
// writes of the value are the same writes, so most questions about an
// operand look through both.
func Unaddr(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return ast.Unparen(u.X)
	}
	return e
}

// Literal returns the composite literal e is, T{…} or &T{…} (parentheses
// allowed), or nil. A nil e is no literal.
func Literal(e ast.Expr) *ast.CompositeLit {
	if e == nil {
		return nil
	}
	lit, _ := Unaddr(e).(*ast.CompositeLit)
	return lit
}
