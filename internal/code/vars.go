package code

import (
	"go/ast"
	"go/types"
)

// LocalVar returns obj as a variable when it is a function-local variable
// (a parameter, a result or a variable declared in a body), and nil for a
// field, a package-level variable, a variable of no package (the blank
// identifier's declarations) or any other object.
func LocalVar(obj types.Object) *types.Var {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// LocalVarOf returns the local variable (LocalVar) that the expression e
// names, parentheses looked through, or nil when e is no identifier of one.
func LocalVarOf(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	return LocalVar(info.ObjectOf(id))
}

// PackageVar returns obj as a variable when it is a package-level variable,
// else nil.
func PackageVar(obj types.Object) *types.Var {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}
