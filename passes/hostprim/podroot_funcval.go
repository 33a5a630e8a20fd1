package hostprim

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// Function values: a function handed on as a value carries the root its
// first result is, a call of a value held in a variable or parameter
// returns what the value carries (docs/checks/HP1004.md, "Through
// function values"), and a call through an interface method or a
// function-typed field returns what the implementations stored there
// return.

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

// callOfNoFunc evaluates a call of no declared function: of function
// literals, or of a function value, which returns what the value carries
// (a parameter, a function handed on) and what the implementations stored
// where it is read return.
func (pr *podRoot) callOfNoFunc(call *ast.CallExpr) []val {
	if out, ok := pr.callOfLits(call); ok {
		return out
	}
	out := pr.callOfValue(call)
	if len(pr.cg.Dispatched(call)) == 0 {
		return out
	}
	if t := pr.info.TypeOf(call.Fun); out == nil && t != nil {
		if sig, ok := t.Underlying().(*types.Signature); ok {
			out = make([]val, sig.Results().Len())
		}
	}
	pr.throughDispatch(call, out)
	return out
}

// throughDispatch fills out with what the implementations a call through
// an interface method or a function-typed variable or field resolves to
// (flow's dispatch: those the package stores where the call reads)
// return at it, and reports whether it resolves to any. A method value
// (d.Dir stored where the call reads) is read as the method, the call's
// arguments as its parameters: the receiver was bound where the value
// was made; a method expression's ((*T).Dir) takes the receiver first
// (args).
func (pr *podRoot) throughDispatch(call *ast.CallExpr, out []val) bool {
	edges := pr.cg.Dispatched(call)
	for _, e := range edges {
		impl := make([]val, len(out))
		pr.throughSummary(call, e.Callee, impl)
		for i := range out {
			out[i] = out[i].join(impl[i])
		}
	}
	return len(edges) > 0
}
