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
	"github.com/kvlint/kvlint/internal/weakcache"
)

// Compute computes the summaries of every function of pass's package and
// exports the non-empty ones. ins walks the package for the spec's direct
// effects; without one (nil) the walk goes over the syntax, every node, so
// a spec without direct effects (Nodes empty, not nil) passes nil.
func Compute(pass *analysis.Pass, ins *inspector.Inspector, spec Spec) *Result {
	cg := flow.CallGraphOf(pass, spec.Files)
	sk := skeletonOf(cg)
	r := &Result{Funcs: map[*types.Func]*Summary{}, Edges: slices.Clip(cg.Edges), spec: spec, pkg: pass.Pkg, cg: cg,
		fset: pass.Fset, pass: pass, imported: map[*types.Func]*importedLinks{}, plain: map[*types.Func]*importedLinks{}, aug: map[*types.Func]*Summary{}}
	direct := r.directs(pass, ins)
	// Every function's effects include its callees' effects; the solver
	// walks the call graph's components callees first. Nodes are numbered
	// in declaration order so that the solver's work, not its result (the
	// least witness is unique), is reproducible.
	order, id := sk.order, sk.id
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
		g, deferred := r.graph(sk, direct, own)
		prev := best
		best = solve(g)
		if !deferred || (prev != nil && sameLinks(prev, best)) {
			break
		}
	}
	r.keep(pass, order, best)
	return r
}

// skeleton is the part of the solver's graph that is the same for every
// pass of a package: its functions with a body in declaration order, and
// each one's distinct callees (itself excluded) in the order of their first
// call, with the name a witness gives that call. The passes of a package
// share it as they share its call graph.
type skeleton struct {
	order []*types.Func
	id    map[*types.Func]int
	// The callees of order[i] in this package, as graph has them.
	callees  [][]int
	callAt   [][]token.Pos
	callName [][]string
	// comps are callees' strongly connected components, callees first.
	comps [][]int
	// ext[i] are the callees of order[i] in other packages.
	ext [][]extCall
	// open are the call graph's Open calls of the functions in order.
	open []openCall
}

// openCall is an Open call of order[fn]: its solver key (pendingKey) and
// the name the pending link gives what it calls through.
type openCall struct {
	fn       int
	key, via string
	pos      token.Pos
}

// extCall is the first call of fn, a function of another package, at pos,
// named name.
type extCall struct {
	fn   *types.Func
	pos  token.Pos
	name string
}

// skeletons shares a package's skeleton between the passes that compute
// effects over its call graph: it lives as long as that call graph (see
// flow.CallGraphOf).
var skeletons weakcache.Attached[flow.CallGraph, skeleton]

func skeletonOf(cg *flow.CallGraph) *skeleton {
	return skeletons.Get(cg, func() *skeleton { return newSkeleton(cg) })
}

func newSkeleton(cg *flow.CallGraph) *skeleton {
	order := slices.SortedFunc(slices.Values(cg.Funcs), func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
	n := len(order)
	sk := &skeleton{order: order, id: make(map[*types.Func]int, n),
		callees: make([][]int, n), callAt: make([][]token.Pos, n), callName: make([][]string, n), ext: make([][]extCall, n)}
	for i, fn := range order {
		sk.id[fn] = i
	}
	for _, o := range cg.Open {
		if i, ok := sk.id[o.Caller]; ok {
			sk.open = append(sk.open, openCall{fn: i, key: pendingKey(o.Key, o.Method), via: ViaName(o.Via), pos: o.Pos})
		}
	}
	seen := map[*types.Func]bool{}
	for i, fn := range order {
		clear(seen)
		seen[fn] = true
		// The first call of each callee is the one witnesses show.
		for _, c := range cg.Calls[fn] {
			callee := c.Callee
			if seen[callee] {
				continue
			}
			seen[callee] = true
			if j, ok := sk.id[callee]; ok {
				sk.callees[i] = append(sk.callees[i], j)
				sk.callAt[i] = append(sk.callAt[i], c.Pos)
				sk.callName[i] = append(sk.callName[i], linkName(c))
				continue
			}
			if callee.Pkg() == fn.Pkg() {
				continue // declared without a body
			}
			sk.ext[i] = append(sk.ext[i], extCall{fn: callee, pos: c.Pos, name: linkName(c)})
		}
	}
	sk.comps = flow.Components(sk.callees)
	return sk
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
	add := func(cur *types.Func, d Direct) {
		r.Sites = append(r.Sites, Site{Caller: cur, Direct: d})
		if cur != nil {
			if direct[cur] == nil {
				direct[cur] = map[string]*link{}
			}
			offer(direct[cur], d.Key, &link{name: d.API, site: r.spec.Site(d.Pos), n: 1, pos: d.Pos})
		}
	}
	flow.WalkFuncs(pass, ins, r.spec.Files, r.spec.Nodes, func(*types.Func) {}, func(n ast.Node, cur *types.Func) {
		for _, d := range r.spec.Direct(n) {
			add(cur, d)
		}
	})
	if r.spec.Narrowed == nil {
		return direct
	}
	// A call through a narrowing interface is a call of the wider
	// interface's method, named as the dispatch it is.
	for _, nc := range r.cg.Narrowed {
		for _, fn := range nc.Funcs {
			for _, d := range r.spec.Narrowed(nc.Node, fn) {
				d.API = ImplementedBy(ViaName(nc.Via), fn.Name(), d.API)
				add(nc.Caller, d)
			}
		}
	}
	return direct
}

// graph numbers the functions of the skeleton for the solver, with their
// direct witnesses, the pending calls they make and the witnesses of the
// other packages' functions they call. deferred reports a pending call of
// an imported callee that resolves to a function of this package own has
// no links for yet. A function without any of these has no init map.
func (r *Result) graph(sk *skeleton, direct map[*types.Func]map[string]*link, own func(*types.Func) (map[string]*link, bool)) (*graph, bool) {
	n := len(sk.order)
	g := &graph{callees: sk.callees, callAt: sk.callAt, callName: sk.callName, comps: sk.comps, init: make([]map[string]*link, n)}
	deferred := false
	// Imported callees are resolved afresh in each round (own's links
	// change), from their plain summaries.
	clear(r.imported)
	// initOf is node i's init map, made (from its direct witnesses, which
	// stay as they are for the next round) when something is added.
	made := make([]bool, n)
	initOf := func(i int) map[string]*link {
		if !made[i] {
			made[i] = true
			g.init[i] = maps.Clone(direct[sk.order[i]])
			if g.init[i] == nil {
				g.init[i] = map[string]*link{}
			}
		}
		return g.init[i]
	}
	for _, o := range sk.open {
		if r.live(o.key) {
			offer(initOf(o.fn), o.key, &link{name: o.via, site: r.spec.Site(o.pos), n: 1, pos: o.pos})
		}
	}
	for i := range sk.order {
		for _, c := range sk.ext[i] {
			im, ok := r.imported[c.fn]
			if !ok {
				plain := r.importedOf(c.fn)
				if len(plain.links) == 0 {
					continue // nothing to resolve: the callee adds nothing
				}
				im = plain.clone()
				if r.resolve(c.fn, im, own) {
					deferred = true
				}
				r.imported[c.fn] = im
			}
			for k, l := range im.links {
				if r.live(k) {
					offer(initOf(i), k, l.prepend(c.name, c.pos))
				}
			}
		}
		if !made[i] {
			g.init[i] = direct[sk.order[i]] // read only
		}
	}
	return g, deferred
}

// linkName is how a witness names the callee of a call: its name, or for a
// call through an interface method or function-typed variable the dispatch,
// "(netsetup.NetConf).Setup, implemented by (*netsetup.netConf).Setup".
func linkName(c flow.Edge) string { return CalleeName(c.Callee, c.Via) }

// CalleeName is how witnesses name callee when it is called through via (an
// Edge's Via; nil for a static call).
func CalleeName(callee *types.Func, via types.Object) string {
	name := selector.Name(callee)
	switch via := via.(type) {
	case *types.Func:
		return ImplementedBy(ViaName(via), via.Name(), name)
	case *types.Var:
		return ImplementedBy(ViaName(via), "", name)
	}
	return name
}

// importedLinks is a function of another package as the solver sees it:
// its witnesses, without itself, pending calls included.
type importedLinks struct {
	links    map[string]*link
	seen     map[string][]string // per pending key, Pending.Seen
	resolved []resolution        // effects this package resolves that its dependencies did not
}

func (im *importedLinks) clone() *importedLinks {
	return &importedLinks{links: maps.Clone(im.links), seen: im.seen}
}

// noLinks is the importedLinks of a callee without a summary; never
// changed (graph clones before resolving).
var noLinks = &importedLinks{}

// importedOf returns callee's links as its own package exported them.
func (r *Result) importedOf(callee *types.Func) *importedLinks {
	if im, ok := r.plain[callee]; ok {
		return im
	}
	im := noLinks
	s, ps := r.importSummary(callee), r.importPending(callee)
	if !s.none() || !ps.none() {
		im = &importedLinks{links: map[string]*link{}, seen: map[string][]string{}}
		if s != nil {
			for k, w := range s.Effects {
				im.links[k] = linkOf(w)
			}
			r.pendingLinks(s, im.links, im.seen)
		}
		if ps != nil {
			r.pendingLinks(ps, im.links, im.seen)
		}
	}
	r.plain[callee] = im
	return im
}
