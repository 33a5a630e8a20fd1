package hostprim

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// Function values: a function handed on as a value carries the root its
// first result is, and a call of a value held in a variable or parameter
// returns what the value carries (docs/checks/HP1004.md, "Through
// function values").

// funcValue is what a function used as a value (handed on, not called
// here) carries: a path in another root when its first result is one, so
// that whoever calls the value gets the root (a controller hands
// c.socketDirOnHost to a helper that follows what it returns). Calls
// through the value take it from there (callOfValue).
func (pr *podRoot) funcValue(fn *types.Func) val {
	sum := pr.summary(fn)
	if sum == nil || len(sum.Results) == 0 || !sum.Results[0].Root {
		return val{}
	}
	return resultRoot(fn, sum.Results[0])
}

// callOfValue evaluates a call of a function value held in a variable or
// parameter (not a field: a field's callees are the dispatch's): its
// results, but errors, carry what the value carries, a root from the
// function it holds (funcValue) or the parameter it is. A parameter
// whose call's result reaches an operation reaches it, so the caller that
// hands in a function returning a root is reported.
func (pr *podRoot) callOfValue(call *ast.CallExpr) []val {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	if _, isVar := pr.info.Uses[id].(*types.Var); !isVar {
		return nil
	}
	t := pr.info.TypeOf(call.Fun)
	if t == nil {
		return nil
	}
	sig, _ := t.Underlying().(*types.Signature)
	if sig == nil {
		return nil
	}
	v := pr.evalIdent(id)
	v.fields = nil
	out := make([]val, sig.Results().Len())
	for i := range out {
		if !code.IsError(sig.Results().At(i).Type()) {
			out[i] = v
		}
	}
	return out
}
