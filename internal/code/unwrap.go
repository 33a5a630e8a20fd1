package code

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
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

// ConstString is the value of e when the type checker knows it as a constant
// string (a literal, a named constant, a constant expression).
func ConstString(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

// IsString reports whether t's underlying type is a string type.
func IsString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
