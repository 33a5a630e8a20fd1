package migrationpair

import (
	"fmt"
	"go/ast"
	"iter"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
)

// checkSideFields reports MP1001: code of one side writes a field reserved to
// the other, directly or through a helper that belongs to no side (in this
// package, or in another one, through facts). Calls into the other side's
// own functions are not followed: their writes are that side's. One write
// that overwrites several reserved fields (a record put in place) is one
// finding naming them all.
func (st *state) checkSideFields() {
	if len(st.reserved[source]) == 0 && len(st.reserved[target]) == 0 {
		return
	}
	done := map[writeAt]bool{}
	for a, s := range st.writesBySide() {
		var ps []*fpath
		for _, p := range st.reserved[s.other()] {
			if overwrites(a, p) && !done[writeAt{a.Node, p.Key}] {
				done[writeAt{a.Node, p.Key}] = true
				ps = append(ps, p)
			}
		}
		if len(ps) > 0 {
			st.ctx.Report.On(s.String()+" writes "+pathKeys(ps)).Reportf("MP1001", a.Node.Pos(), a.Node.End(),
				"the %s side (%s) writes %s, which only the %s side may write", s, funcName(a.Fn), shortPaths(ps), s.other())
		}
	}
	for e, s := range st.sideCallsOut() {
		var ps []*fpath
		var first effects.Witness
		for _, p := range st.reserved[s.other()] {
			w, ok := st.eff.Through(e.Callee, writeKey+p.Key)
			if !ok || done[writeAt{e.Node, p.Key}] {
				continue
			}
			done[writeAt{e.Node, p.Key}] = true
			if len(ps) == 0 {
				first = w
			}
			ps = append(ps, p)
		}
		if len(ps) > 0 {
			st.ctx.Report.On(s.String()+" writes "+pathKeys(ps)+" via "+e.Callee.FullName()).Report("MP1001", analysis.Diagnostic{
				Pos: e.Node.Pos(), End: e.Node.End(), Related: st.ctx.Related(first, "writes"),
				Message: fmt.Sprintf("the %s side (%s), through %s, writes %s, which only the %s side may write",
					s, funcName(e.Caller), first.Chain[0], shortPaths(ps), s.other()),
			})
		}
	}
}

// pathKeys names reserved paths for a finding's subject: one path's key as
// it always was, several joined.
func pathKeys(ps []*fpath) string {
	keys := make([]string, len(ps))
	for i, p := range ps {
		keys[i] = p.Key
	}
	return strings.Join(keys, ",")
}

// shortPaths names reserved paths for a message: one as it is, several
// after the part they share (MigrationState.SourceNode, SourcePod and
// SourceState).
func shortPaths(ps []*fpath) string {
	if len(ps) == 1 {
		return ps[0].Short
	}
	split := make([][]string, len(ps))
	for i, p := range ps {
		split[i] = strings.Split(p.Short, ".")
	}
	n := 0 // segments every path shares, each keeping its last
	for ok := true; ok; {
		for _, sp := range split {
			ok = ok && n < len(sp)-1 && sp[n] == split[0][n]
		}
		if ok {
			n++
		}
	}
	rest := make([]string, len(ps))
	for i, sp := range split {
		rest[i] = strings.Join(sp[n:], ".")
	}
	head := strings.Join(split[0][:n], ".") + "."
	return head + strings.Join(rest[:len(rest)-1], ", ") + " and " + rest[len(rest)-1]
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
