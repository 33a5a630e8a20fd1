package hostprim

import (
	"go/ast"

	"github.com/kvlint/kvlint/internal/code"
)

// Function literals bound to local variables: a call write(root) of
// `write := func(p string) error {...}` hands root to the literal's p, as
// filepath.Walk hands each path it visits to its literal (visits).

// callLit binds the arguments of a call of a local variable to the
// parameters of each function literal assigned to it in the function
// being walked, and reports whether the call was one.
func (pr *podRoot) callLit(call *ast.CallExpr) bool {
	fn := pr.fn()
	v := code.LocalVarOf(pr.info, call.Fun)
	if fn == nil || v == nil {
		return false
	}
	if fn.lits == nil {
		fn.lits = code.BoundFuncLits(pr.info, fn.decl.Body)
	}
	lits := fn.lits[v]
	for _, lit := range lits {
		for i, a := range call.Args {
			pr.bindParam(lit, i, pr.eval(a))
		}
	}
	return len(lits) > 0
}
