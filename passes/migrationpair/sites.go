package migrationpair

import (
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/sites"
)

// collectSites returns the package's migration sites for `kvlint map`:
// lifecycle starts and stops (with the key's derivation), writes of each
// mirror half, and signal reads (direct, or through a call), each with the
// side of the function it is in.
func (st *state) collectSites(byLC []lcCalls) *sites.Result {
	out := &sites.Result{}
	sideOf := func(fn *types.Func) string {
		if s := st.sides[fn]; fn != nil && s != noSide {
			return s.String()
		}
		return ""
	}
	st.lifecycleSites(out, byLC, sideOf)
	if st.eff == nil || st.acc == nil {
		return out
	}
	for _, mp := range st.mirrors {
		for _, a := range st.acc.list {
			for i, p := range mp.pair {
				if writes(a, p) {
					out.Sites = append(out.Sites, sites.Site{Topic: sites.TopicMirror, Kind: sites.Write, Key: mp.m.Name, API: p.Short, Note: half(i), Code: "MP1002",
						Func: a.Fn, Side: sideOf(a.Fn), Pos: a.Node.Pos(), End: a.Node.End()})
				}
			}
		}
	}
	for _, p := range st.sigAll {
		// A decoy's read is no side's read (runs): the map shows what
		// MP1004 judges.
		for _, a := range st.acc.reads {
			if reads(a, p) && !st.decoy(a.Fn) {
				out.Sites = append(out.Sites, sites.Site{Topic: sites.TopicSignal, Kind: sites.Read, Key: p.Short, API: p.Short, Code: "MP1004",
					Func: a.Fn, Side: sideOf(a.Fn), Pos: a.Node.Pos(), End: a.Node.End()})
			}
		}
		// Calls within the package are left out: the callee's own reads
		// are listed.
		outside := func(pkg *types.Package) bool { return pkg != st.ctx.Pass.Pkg }
		keep := func(e effects.Edge, k string) bool {
			return e.Caller != nil && k == readKey+p.Key && !st.decoy(e.Caller)
		}
		for c := range st.eff.Crossings(outside, keep) {
			out.Sites = append(out.Sites, sites.Site{Topic: sites.TopicSignal, Kind: sites.Read, Key: p.Short, API: p.Short, Code: "MP1004", Func: c.Caller, Side: sideOf(c.Caller),
				Pos: c.Node.Pos(), End: c.Node.End(), Chain: c.Witness.Chain, Witness: c.Witness.Site})
		}
	}
	return out
}

// half names a mirror's member (sites.NoteFirst or NoteSecond).
func half(i int) string {
	if i == 0 {
		return sites.NoteFirst
	}
	return sites.NoteSecond
}

// lifecycleSites lists every start, stop and partial-stop call of a
// configured lifecycle, noting how its key is derived.
func (st *state) lifecycleSites(out *sites.Result, byLC []lcCalls, sideOf func(*types.Func) string) {
	info := st.ctx.Pass.TypesInfo
	for i, f := range byLC {
		name := st.cfg.Lifecycles[i].Name
		for _, l := range []struct {
			kind, note string
			calls      []lcCall
		}{{sites.Start, "", f.starts}, {sites.Stop, "", f.stops}, {sites.Stop, "partial stop", f.partials}} {
			for _, c := range l.calls {
				note := l.note
				if c.key != nil {
					k := types.ExprString(c.key)
					if c.keys != nil {
						k = c.keys.shown()
					}
					if note != "" {
						note += "; "
					}
					note += k
				}
				callee := code.Callee(info, c.call)
				out.Sites = append(out.Sites, sites.Site{Topic: sites.TopicLifecycle, Kind: l.kind, Key: name, API: callee.Name(), Callee: callee, Note: note, Code: "MP1003",
					Func: c.fn, Side: sideOf(c.fn), Pos: c.call.Pos(), End: c.call.End()})
			}
		}
	}
}
