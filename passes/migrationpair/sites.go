package migrationpair

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/sites"
)

// collectSites returns the package's migration sites for `kvlint map`:
// lifecycle starts and stops (with the key's derivation), writes of each
// mirror half, and signal reads (direct, or through a call), each with the
// side of the function it is in.
func (st *state) collectSites() *sites.Result {
	out := &sites.Result{}
	sideOf := func(fn *types.Func) string {
		if s := st.sides[fn]; fn != nil && s != noSide {
			return s.String()
		}
		return ""
	}
	st.lifecycleSites(out, sideOf)
	if st.eff == nil || st.acc == nil {
		return out
	}
	for _, mp := range st.mirrors {
		for _, a := range st.acc.list {
			for i, p := range mp.pair {
				if writes(a, p) {
					out.Sites = append(out.Sites, sites.Site{Kind: sites.Write, Key: mp.m.Name, API: p.Short, Note: half(i),
						Func: a.Fn, Side: sideOf(a.Fn), Pos: a.Node.Pos(), End: a.Node.End()})
				}
			}
		}
	}
	for _, p := range st.sigAll {
		for _, a := range st.acc.reads {
			if reads(a, p) {
				out.Sites = append(out.Sites, sites.Site{Kind: sites.Read, Key: p.Short, API: p.Short,
					Func: a.Fn, Side: sideOf(a.Fn), Pos: a.Node.Pos(), End: a.Node.End()})
			}
		}
		type once struct{ caller, callee *types.Func }
		done := map[once]bool{}
		for _, e := range st.eff.Edges {
			if e.Caller == nil || e.Callee.Pkg() == st.ctx.Pass.Pkg || done[once{e.Caller, e.Callee}] {
				continue // calls within the package: the callee's own reads are listed
			}
			w, ok := st.eff.Through(e.Callee, readKey+p.Key)
			if !ok {
				continue
			}
			done[once{e.Caller, e.Callee}] = true
			out.Sites = append(out.Sites, sites.Site{Kind: sites.Read, Key: p.Short, API: p.Short, Func: e.Caller, Side: sideOf(e.Caller),
				Pos: e.Node.Pos(), End: e.Node.End(), Chain: w.Chain, Witness: w.Site})
		}
	}
	return out
}

// half names a mirror's member: the first pair entry is the legacy field,
// the second its twin.
func half(i int) string {
	if i == 0 {
		return "first"
	}
	return "second"
}

// lifecycleSites lists every start and stop call of a configured lifecycle,
// noting how its key is derived.
func (st *state) lifecycleSites(out *sites.Result, sideOf func(*types.Func) string) {
	if len(st.cfg.Lifecycles) == 0 {
		return
	}
	pass := st.ctx.Pass
	var cur *types.Func
	st.ctx.Inspector().Nodes([]ast.Node{(*ast.FuncDecl)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node, push bool) bool {
		if !push {
			return true
		}
		if fd, ok := n.(*ast.FuncDecl); ok {
			cur, _ = pass.TypesInfo.Defs[fd.Name].(*types.Func)
			return true
		}
		call := n.(*ast.CallExpr)
		callee := effects.Callee(pass.TypesInfo, call)
		if callee == nil {
			return true
		}
		for _, lc := range st.cfg.Lifecycles {
			kind := ""
			switch {
			case lc.Start.Match(callee):
				kind = sites.Start
			case lc.Stop.Match(callee):
				kind = sites.Stop
			default:
				continue
			}
			note := ""
			if k := *lc.Key; k < len(call.Args) {
				if st.acc == nil {
					st.acc = &accesses{info: pass.TypesInfo, single: singleAssignments(pass)}
				}
				_, note = st.derive(call.Args[k], 0)
			}
			out.Sites = append(out.Sites, sites.Site{Kind: kind, Key: lc.Name, API: callee.Name(), Callee: callee, Note: note,
				Func: cur, Side: sideOf(cur), Pos: call.Pos(), End: call.End()})
		}
		return true
	})
}
