package migrationpair

import (
	"go/ast"
	"go/types"
)

// dispatched returns the implementations a call through an interface
// method or function-typed key of the module resolves to in this package's
// view (the flow engine's stored-type resolution), and the wider
// interfaces' methods it is a call of when the interface narrows another
// (flow's Narrowed): a start or stop made through a module interface, or
// through one of the package's own holding the lifecycle's interface,
// counts where the package calls it.
func (st *state) dispatched(call *ast.CallExpr) []*types.Func {
	cg := st.ctx.CallGraph()
	var out []*types.Func
	for _, e := range cg.Dispatched(call) {
		out = append(out, e.Callee)
	}
	return append(out, cg.NarrowedTo(call)...)
}

// implsKind is lcKind for the implementations a dynamic call resolves to
// (dispatched): a lifecycle API named by its concrete method and called
// through an interface is a start or stop at that call.
func implsKind(lc *lifecycle, impls []*types.Func) string {
	for _, fn := range impls {
		if k := lcKind(lc, fn); k != "" {
			return k
		}
	}
	return ""
}

// dispatchedStop says whether a dynamic call may stop lc, fully (lcStop) or
// partly (lcPartial), through an implementation it resolves to (impls, the
// call's dispatched): one that is the API, or whose summary reaches it. Any
// implementation that may stop counts, as a helper that may stop does.
func (st *state) dispatchedStop(lc *lifecycle, impls []*types.Func) string {
	kind := ""
	for _, fn := range impls {
		k := lcKind(lc, fn)
		if sum := st.eff.Of(fn); k == "" && sum != nil {
			if _, ok := sum.Effects[lcStop+lc.Name]; ok {
				k = lcStop
			} else if _, ok := sum.Effects[lcPartial+lc.Name]; ok {
				k = lcPartial
			}
		}
		switch k {
		case lcStop:
			return lcStop
		case lcPartial:
			kind = lcPartial
		}
	}
	return kind
}

// stopsThroughCalls reports whether a call of this package reaches a full
// stop of lc in another function: through an interface method or
// function-typed key of the module resolved to an implementation that may
// stop it, or through a function of another package whose summary, as
// this package sees it, stops it (a helper that stops through a narrowing
// interface this package hands the manager to resolves here). The package
// stops it, with a key its code does not show, so a start of it is not
// "never stopped".
func (st *state) stopsThroughCalls(lc *lifecycle) bool {
	if st.eff == nil {
		return false
	}
	for _, e := range st.eff.Edges {
		if e.Via == nil && e.Callee.Pkg() == st.ctx.Pass.Pkg {
			continue // its own stops are the package's
		}
		if sum := st.eff.Of(e.Callee); sum != nil {
			if _, ok := sum.Effects[lcStop+lc.Name]; ok {
				return true
			}
		}
	}
	return false
}
