// Package effects answers "does this function, directly or through the
// functions it calls, do X?" for any X a pass defines. It computes a summary
// per function over the package's static call graph — each strongly
// connected component solved to its own fixed point, callees first — and
// exports it through the calling pass's own fact type, so callers in other
// packages see it.
//
// Edges and the solver are the flow engine's (internal/flow): an edge is
// every reference to a declared function or method inside a function body —
// calls, `go` and `defer` calls, method values and function values (a
// function handed to another is assumed to be called). Closures belong to
// the function that contains them. Calls through the module's interface
// methods and function-typed variables are edges to the implementations the
// package stores there (flow's dispatch, with Edge.Via set); a witness names
// the dispatch ("netsetup.NetConf.Setup, implemented by
// impl.netConf.Setup"). A call whose implementations other packages may
// store stays pending in the summaries (pending.go) until an importer that
// sees the stores resolves it.
package effects

import (
	"bytes"
	"cmp"
	"encoding/gob"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/selector"
)

// Summary is a function's set of effects, keyed by a pass-defined name.
// It is what a pass stores in its fact (gob-encodable).
type Summary struct {
	Effects Map
	// Pending are the calls through interfaces and function-typed keys
	// the function reaches whose implementations importers may wire
	// (pending.go), sorted by key and method.
	Pending []Pending
	// Stored, in a package fact only, are the summaries of the functions
	// the package stores into keys other packages can name.
	Stored []Stored
}

// Map holds a summary's effects by name. It gob-encodes in key order: the
// analysis checker rejects a fact whose encoding is not deterministic, and gob
// encodes a plain map in iteration order.
type Map map[string]Witness

type mapEntry struct {
	Key     string
	Witness Witness
}

// GobEncode implements gob.GobEncoder.
func (m Map) GobEncode() ([]byte, error) {
	keys := slices.Sorted(maps.Keys(m))
	entries := make([]mapEntry, len(keys))
	for i, k := range keys {
		entries[i] = mapEntry{k, m[k]}
	}
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(entries)
	return buf.Bytes(), err
}

// GobDecode implements gob.GobDecoder.
func (m *Map) GobDecode(b []byte) error {
	var entries []mapEntry
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&entries); err != nil {
		return err
	}
	*m = make(Map, len(entries))
	for _, e := range entries {
		(*m)[e.Key] = e.Witness
	}
	return nil
}

// Keys returns the effect names, sorted.
func (s *Summary) Keys() []string {
	if s == nil {
		return nil
	}
	return slices.Sorted(maps.Keys(s.Effects))
}

// Empty reports whether s has no effects.
func (s *Summary) Empty() bool { return s == nil || len(s.Effects) == 0 }

// String renders the summary for fact tests: "k1 via chain; k2 via chain".
func (s *Summary) String() string {
	var parts []string
	for _, k := range s.Keys() {
		parts = append(parts, k+" via "+strings.Join(s.Effects[k].Chain, "→"))
	}
	for _, st := range s.Stored {
		path, obj, _ := strings.Cut(st.ID, "\x00")
		parts = append(parts, "stored "+path[strings.LastIndex(path, "/")+1:]+"."+obj+": "+st.Summary.String())
	}
	return strings.Join(parts, "; ")
}

// Direct is one effect performed directly at a node.
type Direct struct {
	Key string    // effect name
	API string    // display name of what performs it, e.g. "unix.Mount"
	Pos token.Pos // where
	End token.Pos
}

// Spec is what a pass supplies.
type Spec struct {
	// Direct returns the effects node n performs by itself. It is called for
	// every node inside every function body and package-level initializer.
	Direct func(n ast.Node) []Direct
	// Import loads the summary of a function of another package (nil if none).
	Import func(fn *types.Func) *Summary
	// Export stores the summary of a function of this package. Only non-empty
	// summaries are exported. With a nil fn it stores the package's fact
	// (Summary.Stored); FactIO's Export does both.
	Export func(fn *types.Func, s *Summary)
	// Site renders a position for witnesses.
	Site func(token.Pos) string
	// Files are the package's physical files, which tell cgo's own
	// generated files from code someone wrote (nil: from the pass).
	Files *physical.Files
}

// Edge is one static reference from a function of this package to a
// declared function: the flow engine's call edge, the one definition of
// what an edge is.
type Edge = flow.Edge

// Site is one direct effect inside a function of this package.
type Site struct {
	Caller *types.Func // nil inside package-level initializers
	Direct
}

// Result is the package's effect information.
type Result struct {
	Funcs map[*types.Func]*Summary // this package's functions
	Edges []Edge
	Sites []Site
	spec  Spec
	pkg   *types.Package
	cg    *flow.CallGraph // keeps the package's shared call graph alive while a pass uses it
	// imported holds the callees of other packages as this package sees
	// them: their summaries with the pending calls this package resolves.
	imported map[*types.Func]*importedLinks
	plain    map[*types.Func]*importedLinks // the same, without resolution
	aug      map[*types.Func]*Summary       // imported summaries with resolutions, as Of returns them
	fset     *token.FileSet
	pass     *analysis.Pass
	stored   map[string]*Summary // the dependencies' Summary.Stored, by id; nil until needed
}

// Of returns the summary of fn: computed for this package's functions,
// imported for others. Nil when fn has no effects.
//
// The summary of another package's function includes what its pending
// calls reach through the implementations this package's view resolves
// them to (pending.go).
func (r *Result) Of(fn *types.Func) *Summary {
	fn = fn.Origin()
	if fn.Pkg() == r.pkg {
		return r.Funcs[fn]
	}
	if s, ok := r.aug[fn]; ok {
		return s
	}
	return r.importSummary(fn)
}

func (r *Result) importSummary(fn *types.Func) *Summary {
	if r.spec.Import == nil {
		return nil
	}
	return r.spec.Import(fn)
}

// storedSummary is the summary of a function stored under id, as the
// package that stores it saw it (Summary.Stored).
func (r *Result) storedSummary(id string) *Summary {
	if r.stored == nil {
		r.stored = map[string]*Summary{}
		for _, pf := range r.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(Fact); ok && pf.Package != r.pkg {
				for i := range f.summary().Stored {
					st := &f.summary().Stored[i]
					r.stored[st.ID] = &st.Summary
				}
			}
		}
	}
	return r.stored[id]
}

// Through returns the witness by which a call to callee reaches key, with
// callee itself prepended to the chain.
func (r *Result) Through(callee *types.Func, key string) (Witness, bool) {
	s := r.Of(callee)
	if s == nil {
		return Witness{}, false
	}
	w, ok := s.Effects[key]
	if !ok {
		return Witness{}, false
	}
	return prependCallee(callee, w), true
}

// prependCallee is w with callee's name before its chain.
func prependCallee(callee *types.Func, w Witness) Witness {
	out := Witness{Chain: append([]string{selector.Name(callee)}, w.Chain...), Site: w.Site}
	if len(w.Calls) == len(w.Chain) {
		out.Calls = append([]string{""}, w.Calls...)
	}
	return out
}

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
	flow.WalkFuncs(pass, ins, r.spec.Files, func(*types.Func) {}, func(n ast.Node, cur *types.Func) {
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

// keep turns the solver's links into summaries and exports the non-empty
// ones.
func (r *Result) keep(pass *analysis.Pass, order []*types.Func, best []map[string]*link) {
	// Longest chains first, so shorter chains of the same call path become
	// slices of their array.
	type entry struct {
		fn  int
		key string
		l   *link
	}
	var all []entry
	for i := range order {
		for k, l := range best[i] {
			all = append(all, entry{i, k, l})
		}
	}
	sort.Slice(all, func(a, b int) bool { return all[a].l.n > all[b].l.n })
	ws := newWitnesses(pass.Fset, r.spec.Files, pass.Files)
	for _, e := range all {
		s := r.Funcs[order[e.fn]]
		if key, method, ok := splitPending(e.key); ok {
			s.Pending = append(s.Pending, Pending{Key: key, Method: method, Witness: ws.of(e.l), Seen: r.seen(key, method)})
			continue
		}
		s.Effects[e.key] = ws.of(e.l)
	}
	for _, fn := range order {
		s := r.Funcs[fn]
		slices.SortFunc(s.Pending, func(a, b Pending) int {
			return cmp.Or(strings.Compare(a.Key, b.Key), strings.Compare(a.Method, b.Method))
		})
		if r.spec.Export != nil && (len(s.Effects) > 0 || len(s.Pending) > 0) {
			r.spec.Export(fn, s)
		}
	}
	r.exportStored()
	for _, fn := range order {
		if len(r.Funcs[fn].Effects) == 0 {
			delete(r.Funcs, fn)
		}
	}
	// Of answers for imported callees with what this package resolved.
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
// this package stores into keys importers resolve.
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
		if s != nil && (len(s.Effects) > 0 || len(s.Pending) > 0) {
			out = append(out, Stored{ID: im.Stored, Summary: Summary{Effects: s.Effects, Pending: s.Pending}})
		}
	}
	if len(out) > 0 {
		r.spec.Export(nil, &Summary{Stored: out})
	}
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
	for _, im := range r.cg.Resolve(key, method) {
		if !slices.Contains(out, im.Stored) {
			out = append(out, im.Stored)
		}
	}
	return out
}
