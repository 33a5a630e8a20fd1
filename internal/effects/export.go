package effects

import (
	"cmp"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// keep turns the solver's links into summaries and exports the non-empty
// ones.
func (r *Result) keep(pass *analysis.Pass, order []*types.Func, best []map[string]*link) {
	sums, all := r.summaries(order, best)
	// Longest chains first, so shorter chains of the same call path become
	// slices of their array.
	slices.SortFunc(all, func(a, b keptLink) int { return b.l.n - a.l.n })
	ws := newWitnesses(pass.Fset, r.spec.Files, pass.Files)
	seen := map[[2]string][]string{}
	for _, e := range all {
		s := sums[e.fn]
		if key, method, ok := splitPending(e.key); ok {
			km := [2]string{key, method}
			sn, ok := seen[km]
			if !ok {
				sn = r.seen(key, method)
				seen[km] = sn
			}
			s.Pending = append(s.Pending, Pending{Key: key, Method: method, Witness: ws.of(e.l), Seen: sn})
			continue
		}
		s.Effects[e.key] = ws.of(e.l)
	}
	for i, fn := range order {
		s := sums[i]
		if s == nil {
			continue
		}
		slices.SortFunc(s.Pending, func(a, b Pending) int {
			return cmp.Or(strings.Compare(a.Key, b.Key), strings.Compare(a.Method, b.Method))
		})
		if r.spec.Export != nil {
			if out := r.exported(s); !out.none() {
				r.spec.Export(fn, out)
			}
		}
	}
	if r.spec.ImportInit != nil {
		r.Init = r.initEffects(ws)
	}
	r.exportStored()
	for fn, s := range r.Funcs {
		if len(s.Effects) == 0 {
			delete(r.Funcs, fn)
		}
	}
	r.keepImported(ws)
}

// keptLink is a solver link of order[fn] for key that keep makes a witness
// of.
type keptLink struct {
	fn  int
	key string
	l   *link
}

// summaries makes each function's summary (in r.Funcs), with room for all
// its pending calls (most of what the solver finds are pending calls, and
// a Pending is large), and lists the links whose witnesses keep makes. A
// pass whose pending calls the pending analyzer exports (Spec.Pending)
// keeps only which pending calls it carries, with no witness: exported
// drops them and Of's callers read effects. Their witnesses were most of
// what keep built for such a pass.
func (r *Result) summaries(order []*types.Func, best []map[string]*link) ([]*Summary, []keptLink) {
	witnessed := r.spec.Pending == nil
	pendings := make([]int, len(order))
	n := 0
	for i := range order {
		for k := range best[i] {
			if strings.HasPrefix(k, pendingMark) {
				pendings[i]++
			}
		}
		n += len(best[i])
		if !witnessed {
			n -= pendings[i]
		}
	}
	all := make([]keptLink, 0, n)
	sums := make([]*Summary, len(order))
	for i := range order {
		if len(best[i]) == 0 {
			continue
		}
		sums[i] = &Summary{Effects: make(Map, len(best[i])-pendings[i])}
		if pendings[i] > 0 {
			sums[i].Pending = make([]Pending, 0, pendings[i])
		}
		r.Funcs[order[i]] = sums[i]
		for k, l := range best[i] {
			if key, method, ok := splitPending(k); ok && !witnessed {
				sums[i].Pending = append(sums[i].Pending, Pending{Key: key, Method: method})
				continue
			}
			all = append(all, keptLink{i, k, l})
		}
	}
	return sums, all
}

// keepImported keeps what this package resolved of imported callees'
// pending calls, for Of to answer with.
func (r *Result) keepImported(ws *witnesses) {
	for fn, im := range r.imported {
		if len(im.resolved) == 0 && !r.grew(fn, im) {
			continue
		}
		s := &Summary{Effects: Map{}}
		for k, l := range im.links {
			if _, _, ok := splitPending(k); !ok {
				s.Effects[k] = ws.of(l)
			}
		}
		r.aug[fn] = s
	}
}

// exportStored exports the package fact: the summaries of the functions
// this package stores into keys importers resolve, and what initializing
// the package reaches (Result.Init).
func (r *Result) exportStored() {
	if r.spec.Export == nil {
		return
	}
	var out []Stored
	for _, im := range r.cg.StoredFuncs() {
		var s *Summary
		if im.Func.Pkg() == r.pkg {
			s = r.Funcs[im.Func]
		} else {
			s = r.importSummary(im.Func)
		}
		if s := r.exported(s); !s.none() {
			out = append(out, Stored{ID: im.Stored, Summary: *s})
		}
	}
	if len(out) > 0 || len(r.Init) > 0 {
		r.spec.Export(nil, &Summary{Effects: r.Init, Stored: out})
	}
}

// exported is what of s this pass exports: its effects, and its pending
// calls unless the pending analyzer exports those (Spec.Pending).
func (r *Result) exported(s *Summary) *Summary {
	if s == nil {
		return nil
	}
	if r.spec.Pending != nil {
		return &Summary{Effects: s.Effects}
	}
	return &Summary{Effects: s.Effects, Pending: s.Pending}
}

// grew reports whether resolution gave imported callee fn effects its
// package did not export.
func (r *Result) grew(fn *types.Func, im *importedLinks) bool {
	plain := r.plain[fn]
	for k, l := range im.links {
		if m, ok := plain.links[k]; !ok || l.cmp(m) != 0 {
			return true
		}
	}
	return false
}

// seen names the values this package's view stores into key, for
// Pending.Seen.
func (r *Result) seen(key, method string) []string {
	var out []string
	for _, im := range slices.Concat(r.cg.Resolve(key, method), r.cg.ResolveNarrowed(key, method)) {
		if !slices.Contains(out, im.Stored) {
			out = append(out, im.Stored)
		}
	}
	return out
}
