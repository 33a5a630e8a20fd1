package hostprim

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// Function literals bound to local variables: a call write(root) of
// `write := func(p string) error {...}`, of a literal called in place, or
// of one a local struct literal sets as the called field (s := cleaner{rm:
// func(p string) error {...}}; s.rm(root)) hands root to the literal's p, as
// filepath.Walk hands each path it visits to its literal (visits); and
// what such a call returns is what the literal's own returns return
// (litResults).

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
		fn.locals = code.LocalDefsIn(pr.info, fn.body)
	}
	return code.CalledLits(pr.info, fn.locals, fun)
}

// litResults evaluates a call of the function literals lits (calledLits):
// its results are what the literals' own return statements return, with
// their parameters as the calls bind them (callLit) and the variables
// they capture as the function's walk has them (a literal's body is the
// function's: podSteps). n is the number of results.
func (pr *podRoot) litResults(lits []*ast.FuncLit, n int) []val {
	fn := pr.fn()
	out := make([]val, n)
	for _, lit := range lits {
		if fn.litBusy[lit] {
			continue
		}
		if fn.litBusy == nil {
			fn.litBusy = map[*ast.FuncLit]bool{}
		}
		fn.litBusy[lit] = true
		for r := range code.OwnReturns(lit.Body) {
			switch {
			case len(r.Results) == n:
				for i, e := range r.Results {
					out[i] = out[i].join(pr.eval(e))
				}
			case len(r.Results) == 1 && n > 1:
				for i, v := range pr.evalMulti(r.Results[0], n) {
					out[i] = out[i].join(v)
				}
			}
		}
		delete(fn.litBusy, lit)
	}
	return out
}

// callOfLits evaluates call where it runs function literals of the
// function being walked; ok is false for a call of none.
func (pr *podRoot) callOfLits(call *ast.CallExpr) (out []val, ok bool) {
	lits := pr.calledLits(call.Fun)
	if len(lits) == 0 {
		return nil, false
	}
	sig, _ := types.Unalias(pr.info.TypeOf(call.Fun)).Underlying().(*types.Signature)
	if sig == nil {
		return nil, false
	}
	return pr.litResults(lits, sig.Results().Len()), true
}
