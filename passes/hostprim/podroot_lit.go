package hostprim

import (
	"go/ast"

	"github.com/kvlint/kvlint/internal/code"
)

// Function literals bound to local variables: a call write(root) of
// `write := func(p string) error {...}`, of a literal called in place, or
// of one a local struct literal sets as the called field (s := cleaner{rm:
// func(p string) error {...}}; s.rm(root)) hands root to the literal's p, as
// filepath.Walk hands each path it visits to its literal (visits).

// callLit binds the arguments of a call of a function literal (code.CalledLits)
// to its parameters, and reports whether the call was one.
func (pr *podRoot) callLit(call *ast.CallExpr) bool {
	lits := pr.calledLits(call.Fun)
	for _, lit := range lits {
		for i, a := range call.Args {
			pr.bindParam(lit, i, pr.eval(a))
		}
	}
	return len(lits) > 0
}

// calledLits returns the function literals a call of fun runs, in the
// function being walked.
func (pr *podRoot) calledLits(fun ast.Expr) []*ast.FuncLit {
	fn := pr.fn()
	if fn == nil {
		return nil
	}
	// Most calls are of no literal: index the body's locals only for a
	// call of one, or of a local variable or its field.
	x := ast.Unparen(fun)
	if sel, ok := x.(*ast.SelectorExpr); ok {
		x = sel.X
	}
	if _, lit := x.(*ast.FuncLit); !lit && code.LocalVarOf(pr.info, x) == nil {
		return nil
	}
	if fn.locals == nil {
		fn.locals = code.LocalDefsIn(pr.info, fn.decl.Body)
	}
	return code.CalledLits(pr.info, fn.locals, fun)
}
