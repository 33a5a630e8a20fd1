package migrationpair

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// checkSideFields reports MP1001: code of one side writes a field reserved to
// the other, directly or through a helper that belongs to no side (in this
// package, or in another one, through facts). Calls into the other side's
// own functions are not followed: their writes are that side's.
func (st *state) checkSideFields() {
	if len(st.reserved[source]) == 0 && len(st.reserved[target]) == 0 {
		return
	}
	type key struct {
		n    ast.Node
		path string
	}
	done := map[key]bool{}
	for _, a := range st.acc.list {
		s := st.sides[a.Fn]
		if !a.Write || a.Fn == nil || s == noSide {
			continue
		}
		for _, p := range st.reserved[s.other()] {
			if !writes(a, p) || done[key{a.Node, p.Key}] {
				continue
			}
			done[key{a.Node, p.Key}] = true
			st.ctx.Report.On(s.String()+" writes "+p.Key).Reportf("MP1001", a.Node.Pos(), a.Node.End(),
				"the %s side (%s) writes %s, which only the %s side may write", s, funcName(a.Fn), p.Short, s.other())
		}
	}
	for _, e := range st.eff.Edges {
		s := st.sides[e.Caller]
		if e.Caller == nil || s == noSide || st.sides[e.Callee] != noSide {
			continue
		}
		for _, p := range st.reserved[s.other()] {
			w, ok := st.eff.Through(e.Callee, writeKey+p.Key)
			if !ok || done[key{e.Node, p.Key}] {
				continue
			}
			done[key{e.Node, p.Key}] = true
			st.ctx.Report.On(s.String()+" writes "+p.Key+" via "+e.Callee.FullName()).Report("MP1001", analysis.Diagnostic{
				Pos: e.Node.Pos(), End: e.Node.End(), Related: st.ctx.Related(w, "writes"),
				Message: fmt.Sprintf("the %s side (%s), through %s, writes %s, which only the %s side may write",
					s, funcName(e.Caller), w.Chain[0], p.Short, s.other()),
			})
		}
	}
}
