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
	for _, f := range a.ctx.Pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || call.Ellipsis.IsValid() {
				return true
			}
			for _, lit := range code.CalledLits(a.info, a.valueDefs(), call.Fun) {
				for i, p := range a.litParamVars(lit) {
					if p != nil && i < len(call.Args) {
						a.litArgsOf[p] = append(a.litArgsOf[p], call.Args[i])
					}
				}
			}
			return true
		})
	}
	return a.litArgsOf
}

// litParamVars lists lit's parameters by index, nil for an unnamed or a
// variadic one.
func (a *analyzer) litParamVars(lit *ast.FuncLit) []*types.Var {
	var vars []*types.Var
	for _, field := range lit.Type.Params.List {
		_, variadic := field.Type.(*ast.Ellipsis)
		if len(field.Names) == 0 {
			vars = append(vars, nil)
		}
		for _, name := range field.Names {
			v, _ := a.info.Defs[name].(*types.Var)
			if variadic {
				v = nil
			}
			vars = append(vars, v)
		}
	}
	return vars
}
