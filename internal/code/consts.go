package code

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/weakcache"
)

// ConstNames lists the constants of type t declared in t's package.
func ConstNames(t types.Type) []string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return nil
	}
	scope := n.Obj().Pkg().Scope()
	var out []string
	for _, name := range constNames(n.Obj().Pkg()) {
		if c := scope.Lookup(name).(*types.Const); types.Identical(c.Type(), t) {
			out = append(out, name)
		}
	}
	return out
}

// scopeConsts holds each package's package-level constant names in order,
// listed once per package: ConstName and ConstNames are asked at every enum
// value a pass reads, and Scope.Names sorted the API package's thousands of
// names again on each call. Names, not the constants: a value must not
// point to the package it is attached to (weakcache.Attached).
var scopeConsts weakcache.Attached[types.Package, []string]

func constNames(pkg *types.Package) []string {
	return *scopeConsts.Get(pkg, func() *[]string {
		scope := pkg.Scope()
		var out []string
		for _, name := range scope.Names() {
			if _, ok := scope.Lookup(name).(*types.Const); ok {
				out = append(out, name)
			}
		}
		return &out
	})
}

// ConstName names the constant of type t with value v, or returns v quoted
// when no constant of t has it.
func ConstName(t types.Type, v constant.Value) string {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		scope := n.Obj().Pkg().Scope()
		for _, name := range constNames(n.Obj().Pkg()) {
			if c := scope.Lookup(name).(*types.Const); types.Identical(c.Type(), t) && c.Val().Kind() == v.Kind() && constant.Compare(c.Val(), token.EQL, v) {
				return name
			}
		}
	}
	return v.ExactString()
}

// ConstOperand splits a comparison into its constant operand's value and
// the other operand, whichever side the constant is written on
// (vmi.Status.Phase == v1.Failed, v1.Failed == vmi.Status.Phase).
func ConstOperand(info *types.Info, b *ast.BinaryExpr) (other ast.Expr, tv types.TypeAndValue, ok bool) {
	for _, pair := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		if tv, ok := info.Types[pair[1]]; ok && tv.Value != nil {
			return pair[0], tv, true
		}
	}
	return nil, types.TypeAndValue{}, false
}

// UsedConst returns the constant e names (K, pkg.K, through parentheses),
// or nil for any other expression, a constant expression included.
func UsedConst(info *types.Info, e ast.Expr) *types.Const {
	c, _ := info.Uses[NameIdent(e)].(*types.Const)
	return c
}

// IsNil reports whether e is the predeclared nil, through parentheses; false
// for no expression.
func IsNil(info *types.Info, e ast.Expr) bool {
	if e == nil {
		return false
	}
	tv, ok := info.Types[ast.Unparen(e)]
	return ok && tv.IsNil()
}
