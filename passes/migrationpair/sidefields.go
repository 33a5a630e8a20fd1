package migrationpair

import (
	"fmt"
	"go/ast"
	"iter"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
)

// checkSideFields reports MP1001: code of one side writes a field reserved to
// the other, directly or through a helper that belongs to no side (in this
// package, or in another one, through facts). Calls into the other side's
// own functions are not followed: their writes are that side's.
func (st *state) checkSideFields() {
	if len(st.reserved[source]) == 0 && len(st.reserved[target]) == 0 {
		return
	}
	done := map[writeAt]bool{}
	for a, s := range st.writesBySide() {
		for _, p := range st.reserved[s.other()] {
			if !overwrites(a, p) || done[writeAt{a.Node, p.Key}] {
				continue
			}
			done[writeAt{a.Node, p.Key}] = true
			st.ctx.Report.On(s.String()+" writes "+p.Key).Reportf("MP1001", a.Node.Pos(), a.Node.End(),
				"the %s side (%s) writes %s, which only the %s side may write", s, funcName(a.Fn), p.Short, s.other())
		}
	}
	for e, s := range st.sideCallsOut() {
		for _, p := range st.reserved[s.other()] {
			w, ok := st.eff.Through(e.Callee, writeKey+p.Key)
			if !ok || done[writeAt{e.Node, p.Key}] {
				continue
			}
			done[writeAt{e.Node, p.Key}] = true
			st.ctx.Report.On(s.String()+" writes "+p.Key+" via "+e.Callee.FullName()).Report("MP1001", analysis.Diagnostic{
				Pos: e.Node.Pos(), End: e.Node.End(), Related: st.ctx.Related(w, "writes"),
				Message: fmt.Sprintf("the %s side (%s), through %s, writes %s, which only the %s side may write",
					s, funcName(e.Caller), w.Chain[0], p.Short, s.other()),
			})
		}
	}
}

// writeAt is one reported write: the node and the field path it writes, so a
// write reached twice (directly and through a helper's fact) is reported once.
type writeAt struct {
	n    ast.Node
	path string
}

// writesBySide yields every status write made by code of a side, with the side.
func (st *state) writesBySide() iter.Seq2[access, side] {
	return func(yield func(access, side) bool) {
		for _, a := range st.acc.list {
			if s := st.sides[a.Fn]; a.Write && a.Fn != nil && s != noSide && !yield(a, s) {
				return
			}
		}
	}
}

// sideCallsOut yields every call from code of a side into a helper of no
// side, with the caller's side: the helper's writes are the caller's.
func (st *state) sideCallsOut() iter.Seq2[effects.Edge, side] {
	return func(yield func(effects.Edge, side) bool) {
		for _, e := range st.eff.Edges {
			if s := st.sides[e.Caller]; e.Caller != nil && s != noSide && st.sides[e.Callee] == noSide && !yield(e, s) {
				return
			}
		}
	}
}
