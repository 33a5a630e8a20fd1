package effects

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// Compute computes the summaries of every function of pass's package and
// exports the non-empty ones.
func Compute(pass *analysis.Pass, ins *inspector.Inspector, spec Spec) *Result {
	cg := flow.CallGraphOf(pass, ins, spec.Files)
	r := &Result{Funcs: map[*types.Func]*Summary{}, Edges: slices.Clip(cg.Edges), spec: spec, pkg: pass.Pkg, cg: cg,
		fset: pass.Fset, pass: pass, imported: map[*types.Func]*importedLinks{}, plain: map[*types.Func]*importedLinks{}, aug: map[*types.Func]*Summary{}}
	for _, fn := range cg.Funcs {
		r.Funcs[fn] = &Summary{Effects: map[string]Witness{}}
	}
	direct := r.directs(pass, ins)
	// Every function's effects include its callees' effects; the solver
	// walks the call graph's components callees first. Nodes are numbered
	// in declaration order so that the solver's work, not its result (the
	// least witness is unique), is reproducible.
	order := slices.SortedFunc(maps.Keys(r.Funcs), func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
	id := make(map[*types.Func]int, len(order))
	for i, fn := range order {
		id[fn] = i
	}
	// A pending call of an imported callee that resolves to a function of
	// this package needs that function's links: solve, add them, and solve
	// again until nothing changes (links only ever get less).
	var best []map[string]*link
	for {
		var own func(*types.Func) (map[string]*link, bool)
		if best != nil {
			own = func(fn *types.Func) (map[string]*link, bool) {
				i, ok := id[fn]
				if !ok {
					return nil, true // declared without a body
				}
				return best[i], true
			}
		} else {
			own = func(*types.Func) (map[string]*link, bool) { return nil, false }
		}
		g, deferred := r.graph(order, id, direct, cg, own)
		prev := best
		best = solve(g)
		if !deferred || (prev != nil && sameLinks(prev, best)) {
			break
		}
	}
	r.keep(pass, order, best)
	return r
}

// sameLinks reports whether two solutions are the same.
func sameLinks(a, b []map[string]*link) bool {
	for i := range a {
		if len(a[i]) != len(b[i]) {
			return false
		}
		for k, l := range a[i] {
			if m, ok := b[i][k]; !ok || l.cmp(m) != 0 {
				return false
			}
		}
	}
	return true
}

// directs walks the pass's own part: its direct effects, each with the
// function it is in, in the order the call graph's walk sees the nodes. It
// returns the least direct witness per function and effect.
func (r *Result) directs(pass *analysis.Pass, ins *inspector.Inspector) map[*types.Func]map[string]*link {
	direct := map[*types.Func]map[string]*link{}
	if r.spec.Nodes != nil && len(r.spec.Nodes) == 0 {
		return direct
	}
	flow.WalkFuncs(pass, ins, r.spec.Files, r.spec.Nodes, func(*types.Func) {}, func(n ast.Node, cur *types.Func) {
		for _, d := range r.spec.Direct(n) {
			r.Sites = append(r.Sites, Site{Caller: cur, Direct: d})
			if cur != nil {
				if direct[cur] == nil {
					direct[cur] = map[string]*link{}
				}
				offer(direct[cur], d.Key, &link{name: d.API, site: r.spec.Site(d.Pos), n: 1, pos: d.Pos})
			}
		}
	})
	return direct
}

// graph numbers the functions of order for the solver, with their direct
// witnesses, the pending calls they make and the witnesses of the other
// packages' functions they call. deferred reports a pending call of an
// imported callee that resolves to a function of this package own has no
// links for yet.
func (r *Result) graph(order []*types.Func, id map[*types.Func]int, direct map[*types.Func]map[string]*link, cg *flow.CallGraph, own func(*types.Func) (map[string]*link, bool)) (*graph, bool) {
	calls := cg.Calls
	g := &graph{
		names:    make([]string, len(order)),
		callees:  make([][]int, len(order)),
		callAt:   make([][]token.Pos, len(order)),
		callName: make([][]string, len(order)),
		init:     make([]map[string]*link, len(order)),
	}
	deferred := false
	// Imported callees are resolved afresh in each round (own's links
	// change), from their plain summaries.
	clear(r.imported)
	for i, fn := range order {
		g.names[i] = selector.Name(fn)
		g.init[i] = maps.Clone(direct[fn])
		if g.init[i] == nil {
			g.init[i] = map[string]*link{}
		}
	}
	for _, o := range cg.Open {
		if i, ok := id[o.Caller]; ok {
			offer(g.init[i], pendingKey(o.Key, o.Method), &link{name: viaName(o), site: r.spec.Site(o.Pos), n: 1, pos: o.Pos})
		}
	}
	for i, fn := range order {
		seen := map[*types.Func]bool{fn: true}
		// The first call of each callee is the one witnesses show.
		for _, c := range calls[fn] {
			callee := c.Callee
			if seen[callee] {
				continue
			}
			seen[callee] = true
			name := linkName(c)
			if j, ok := id[callee]; ok {
				g.callees[i] = append(g.callees[i], j)
				g.callAt[i] = append(g.callAt[i], c.Pos)
				g.callName[i] = append(g.callName[i], name)
				continue
			}
			if callee.Pkg() == r.pkg {
				continue // declared without a body
			}
			im, ok := r.imported[callee]
			if !ok {
				im = r.importedOf(callee).clone()
				if r.resolve(callee, im, own) {
					deferred = true
				}
				r.imported[callee] = im
			}
			for k, l := range im.links {
				offer(g.init[i], k, l.prepend(name, c.Pos))
			}
		}
	}
	return g, deferred
}

// linkName is how a witness names the callee of a call: its name, or for a
// call through an interface method or function-typed variable the dispatch,
// "(netsetup.NetConf).Setup, implemented by (*netsetup.netConf).Setup".
func linkName(c flow.Call) string { return CalleeName(c.Callee, c.Via) }

// CalleeName is how witnesses name callee when it is called through via (an
// Edge's Via; nil for a static call).
func CalleeName(callee *types.Func, via types.Object) string {
	name := selector.Name(callee)
	switch via := via.(type) {
	case *types.Func:
		return selector.Name(via) + ", implemented by " + name
	case *types.Var:
		return via.Name() + ", set to " + name
	}
	return name
}

// importedLinks is a function of another package as the solver sees it:
// its name and its witnesses, without itself, pending calls included.
type importedLinks struct {
	name     string
	links    map[string]*link
	seen     map[string][]string // per pending key, Pending.Seen
	resolved []resolution        // effects this package resolves that its dependencies did not
}

func (im *importedLinks) clone() *importedLinks {
	return &importedLinks{name: im.name, links: maps.Clone(im.links), seen: im.seen}
}

// importedOf returns callee's links as its own package exported them.
func (r *Result) importedOf(callee *types.Func) *importedLinks {
	if im, ok := r.plain[callee]; ok {
		return im
	}
	im := &importedLinks{name: selector.Name(callee), links: map[string]*link{}, seen: map[string][]string{}}
	if s := r.importSummary(callee); s != nil {
		for k, w := range s.Effects {
			im.links[k] = linkOf(w)
		}
		pendingLinks(s, im.links, im.seen)
	}
	r.plain[callee] = im
	return im
}
