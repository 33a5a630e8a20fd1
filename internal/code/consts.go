package code

import (
	"go/constant"
	"go/token"
	"go/types"
)

// ConstNames lists the constants of type t declared in t's package.
func ConstNames(t types.Type) []string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil
	}
	scope := n.Obj().Pkg().Scope()
	var out []string
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok && types.Identical(c.Type(), t) {
			out = append(out, name)
		}
	}
	return out
}

// ConstName names the constant of type t with value v, or returns v quoted
// when no constant of t has it.
func ConstName(t types.Type, v constant.Value) string {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		scope := n.Obj().Pkg().Scope()
		for _, name := range scope.Names() {
			if c, ok := scope.Lookup(name).(*types.Const); ok && types.Identical(c.Type(), t) && c.Val().Kind() == v.Kind() && constant.Compare(c.Val(), token.EQL, v) {
				return name
			}
		}
	}
	return v.ExactString()
}
