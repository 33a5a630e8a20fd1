package migrationpair

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
)

// evidence is where a side is seen reading a signal: directly, or through
// a call whose chain is related.
type evidence struct {
	pos, end token.Pos
	through  string // the function called, for a read through a call
	related  []analysis.RelatedInformation
}

// checkSignals reports MP1004: a signal field that one side reads and the
// other never does. A side reads a field when one of its functions reads it
// directly, or calls a function (of this package or, through facts, of
// another module package) that reads it.
//
// The comparison is per package: it runs where both sides have code. Facts
// flow only along imports, so two sides in packages that do not import each
// other are never compared (a documented limit).
func (st *state) checkSignals() {
	if len(st.signals) == 0 || !st.sides.has(source) || !st.sides.has(target) {
		return
	}
	for _, p := range st.signals {
		// Prefer a direct read (the first by file name and offset: token.Pos
		// order is the order the loader happened to add the files in); else
		// the call with the shortest chain to a read.
		var seen [3]*evidence
		for _, a := range st.acc.reads {
			s := st.sides[a.Fn]
			if !st.runs(a.Fn) || !reads(a, p) || (seen[s] != nil && !st.before(a.Node.Pos(), seen[s].pos)) {
				continue
			}
			seen[s] = &evidence{pos: a.Node.Pos(), end: a.Node.End()}
		}
		for _, s := range []side{source, target} {
			if seen[s] != nil {
				continue
			}
			if e, w, ok := st.viaCall(s, readKey+p.Key, true); ok {
				seen[s] = &evidence{pos: e.Node.Pos(), end: e.Node.End(), through: " (through " + w.Chain[0] + ")", related: st.ctx.Related(w, "reads")}
			}
		}
		for _, s := range []side{source, target} {
			if seen[s] == nil || seen[s.other()] != nil {
				continue
			}
			ev := seen[s]
			st.ctx.Report.On(s.String()+" reads "+p.Key).Report("MP1004", analysis.Diagnostic{
				Pos: ev.pos, End: ev.end, Related: ev.related,
				Message: fmt.Sprintf("one-sided signal: the %s side reads %s%s but the %s side never does", s, p.Short, ev.through, s.other()),
			})
		}
	}
}

// viaCall returns the call from a function of side s whose callee reaches
// effect key by the shortest chain (the first such call on a tie); with
// live, only from a function that vouches for the side (runs): a read
// counts where it can run, a start (MP1003) wherever it is written.
func (st *state) viaCall(s side, key string, live bool) (effects.Edge, effects.Witness, bool) {
	var best effects.Edge
	var bw effects.Witness
	found := false
	for _, e := range st.eff.Edges {
		if e.Caller == nil || st.sides[e.Caller] != s || live && !st.runs(e.Caller) {
			continue
		}
		if w, ok := st.eff.ThroughEdge(e, key); ok && (!found || len(w.Chain) < len(bw.Chain)) {
			best, bw, found = e, w, true
		}
	}
	return best, bw, found
}

// before reports whether position a comes before b in physical file name
// order (a //line comment does not choose which read is reported), then by
// offset.
func (st *state) before(a, b token.Pos) bool {
	ctx := st.ctx
	fa, fb := ctx.Files.Name(ctx.Pass.Fset, ctx.Pass.Files, a), ctx.Files.Name(ctx.Pass.Fset, ctx.Pass.Files, b)
	if fa != fb {
		return fa < fb
	}
	return ctx.Pass.Fset.PositionFor(a, false).Offset < ctx.Pass.Fset.PositionFor(b, false).Offset
}
