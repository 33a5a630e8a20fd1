package statusfield

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// A controller often names a closure for the write it repeats
// (assignPhase := func(p Phase) { obj.Status.Phase = p; changed = true },
// then assignPhase(Failed) on one branch, assignPhase(Running) on another).
// The literal's parameter is then a local variable whose values are the
// arguments of the calls of that literal: called in place, through a local
// variable it is assigned to, or through a field of a local struct literal
// it is set in (s := setter{set: func(p Phase) {…}}; s.set(Running)). A
// closure handed to another function or stored elsewhere is not followed:
// its calls are not this package's to see.

// litArgs are, for each parameter of a function literal of the package
// (variadic ones left out), the arguments the literal's calls hand it;
// built on first use.
func (a *analyzer) litArgs() map[*types.Var][]ast.Expr {
	if a.litArgsOf != nil {
		return a.litArgsOf
	}
	a.litArgsOf = map[*types.Var][]ast.Expr{}
	for cur := range a.ctx.Inspector().Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		if call.Ellipsis.IsValid() {
			continue
		}
		for _, lit := range code.CalledLits(a.info, a.valueDefs(), call.Fun) {
			for i, p := range code.LitParams(a.info, lit) {
				if i < len(call.Args) {
					a.litArgsOf[p] = append(a.litArgsOf[p], call.Args[i])
				}
			}
		}
	}
	return a.litArgsOf
}
