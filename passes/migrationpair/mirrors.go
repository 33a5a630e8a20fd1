package migrationpair

import (
	"go/types"
	"maps"
)

// checkMirrors reports MP1002: a function writes one field of a mirror pair
// and neither it nor a function of this package it calls writes the other.
//
// A write is not drift when
//   - the same write sets both (a whole struct that contains both);
//   - the value written is read from the twin (a copy keeps them equal);
//   - the function is unexported and every caller in the package writes the
//     twin itself or through its other callees (the pair is split between a
//     caller and its helpers).
func (st *state) checkMirrors() {
	if len(st.mirrors) == 0 {
		return
	}
	callers := st.samePkgCallers()
	type rec struct {
		a      access
		member int
	}
	for _, mp := range st.mirrors {
		direct := map[*types.Func][2]bool{}
		var recs []rec
		for _, a := range st.acc.list {
			if !a.Write || a.Fn == nil {
				continue
			}
			w0, w1 := writes(a, mp.pair[0]), writes(a, mp.pair[1])
			if !w0 && !w1 {
				continue
			}
			d := direct[a.Fn]
			d[0], d[1] = d[0] || w0, d[1] || w1
			direct[a.Fn] = d
			if w0 != w1 {
				m := 0
				if w1 {
					m = 1
				}
				recs = append(recs, rec{a, m})
			}
		}
		if len(recs) == 0 {
			continue
		}
		covered := st.closeOver(direct, mp)
		for _, r := range recs {
			twin := 1 - r.member
			if covered[r.a.Fn][twin] || st.copiedFrom(r.a, mp.pair[twin]) || callersCover(r.a.Fn, twin, covered, callers, map[*types.Func]bool{}) {
				continue
			}
			st.ctx.Report.On(mp.m.Name+" "+mp.pair[r.member].Key).Reportf("MP1002", r.a.Node.Pos(), r.a.Node.End(),
				"mirror drift: %s writes %s.%s but not its mirror %s",
				funcName(r.a.Fn), mp.m.Type.Name, mp.m.Pair[r.member], mp.m.Pair[twin])
		}
	}
}

// closeOver extends each function's written members of mp by those of
// the same-package functions it reaches (solved callees first, so
// recursion is fine) and of other packages' functions it calls, by their
// summaries.
func (st *state) closeOver(direct map[*types.Func][2]bool, mp mirrorPair) map[*types.Func][2]bool {
	out := maps.Clone(direct)
	g := st.ctx.CallGraph()
	g.SolveFuncs(g.Funcs, func(fn *types.Func) bool {
		v := out[fn]
		for _, e := range g.Calls[fn] {
			cv := out[e.Callee]
			if e.Callee.Pkg() != st.ctx.Pass.Pkg {
				cv = st.mirrorWrites(e.Callee, mp)
			}
			v[0], v[1] = v[0] || cv[0], v[1] || cv[1]
		}
		if v == out[fn] {
			return false
		}
		out[fn] = v
		return true
	})
	return out
}

// copiedFrom reports whether the value written by a reads the twin field.
func (st *state) copiedFrom(a access, twin *fpath) bool {
	if a.Value == nil {
		return false
	}
	for _, r := range st.acc.readsWithin(a.Value.Pos(), a.Value.End()) {
		if reads(r, twin) {
			return true
		}
	}
	return false
}

// callersCover reports whether fn is an unexported function all of whose
// callers in the package write the twin (themselves, through their other
// callees, or through their own callers, recursively).
func callersCover(fn *types.Func, twin int, covered map[*types.Func][2]bool, callers map[*types.Func][]*types.Func, seen map[*types.Func]bool) bool {
	if fn.Exported() || seen[fn] || len(callers[fn]) == 0 {
		return false
	}
	seen[fn] = true
	defer delete(seen, fn)
	for _, c := range callers[fn] {
		if covered[c][twin] || callersCover(c, twin, covered, callers, seen) {
			continue
		}
		return false
	}
	return true
}

// mirrorWrites tells which members of mp another package's function
// writes, itself or through its calls, by its summary.
func (st *state) mirrorWrites(fn *types.Func, mp mirrorPair) [2]bool {
	var v [2]bool
	if sum := st.eff.Of(fn).Decoded(); sum != nil {
		for i, m := range mp.pair {
			_, v[i] = sum.Effects[mirrorKey+m.Key]
		}
	}
	return v
}
