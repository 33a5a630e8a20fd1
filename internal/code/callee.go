package code

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Callee returns the declared function a call expression calls, generic
// functions and methods as declared, or nil. Unlike typeutil.StaticCallee it
// keeps interface methods: selectors can match those.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	return fn.Origin()
}

// CalledPackageVar returns the package-level variable of a package other
// than pkg that call calls through (hostbin.MountBinary(), where var
// MountBinary = func() string { … }), else nil: where that package keeps
// the facts of the function it holds.
func CalledPackageVar(info *types.Info, pkg *types.Package, call *ast.CallExpr) *types.Var {
	v, _ := info.Uses[CalledIdent(call)].(*types.Var)
	if v == nil || v.Pkg() == nil || v.Pkg() == pkg || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// CalledIdent returns the identifier that names what call calls (F in F(),
// pkg.F(), x.M(), F[T]()), or nil.
func CalledIdent(call *ast.CallExpr) *ast.Ident {
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	} else if ix, ok := fun.(*ast.IndexListExpr); ok {
		fun = ix.X
	}
	return NameIdent(fun)
}

// NameIdent returns the identifier that names what e refers to: e itself,
// or a selector's name (pkg.X, x.F), parentheses looked through; nil for
// any other expression.
func NameIdent(e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}

// IsBuiltin reports whether call calls the predeclared function name
// (append, delete, panic, …), not a function that shadows it.
func IsBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// IsInterfaceMethod reports whether fn is a method of an interface: its
// implementation is not known at a call, only what is stored where the
// call goes through.
func IsInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}
