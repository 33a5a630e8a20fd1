package load

import (
	"go/token"
	"go/types"
	"runtime"
	"sort"
	"sync"

	"golang.org/x/tools/go/packages"
)

// node is one package of the graph with what checking it waits for.
type node struct {
	pkg     *packages.Package
	how     how
	deps    []*node // the needed imports
	users   []*node // the needed packages importing it
	pending int     // deps not yet done (guarded by graph.mu)
	// searched: a pass may look it up by import path (Config.Searched);
	// whole: its types must be complete (see markWhole).
	searched, whole bool
}

type graph struct {
	nodes []*node
	byID  map[string]*node
	fset  *token.FileSet
	sizes types.Sizes

	mu       sync.Mutex // guards pending and the ready queue
	exportMu sync.Mutex // export data reads share the packages' Types
}

// plan decides how each package reachable from the roots is loaded: the
// analysed ones in full; a dependency from export data when the cache holds
// it and all its dependencies come from export data too (so that a package
// type-checked from source is never the one export data refers to), else
// from source without bodies; and of the dependencies with export data,
// those no one needs whole not at all (markWhole).
func plan(roots []*packages.Package, analysed func(*packages.Package) bool, cached map[string]string, searched func(string) bool) *graph {
	g := &graph{byID: map[string]*node{}, fset: token.NewFileSet()}
	var visit func(p *packages.Package) *node
	visit = func(p *packages.Package) *node {
		if n := g.byID[p.ID]; n != nil {
			return n
		}
		n := &node{pkg: p}
		g.byID[p.ID] = n
		allExport := true
		for _, path := range sortedKeys(p.Imports) {
			d := visit(p.Imports[path])
			p.Imports[path] = d.pkg // one package per ID (addCompiled lists some twice)
			n.deps = append(n.deps, d)
			d.users = append(d.users, n)
			allExport = allExport && d.how == export
		}
		switch {
		case analysed(p):
			n.how = full
		case p.PkgPath == "unsafe" || allExport && cached[p.ID] != "":
			n.how = export
		default:
			n.how = bodiless
		}
		g.nodes = append(g.nodes, n)
		return n
	}
	for _, r := range roots {
		visit(r)
	}
	g.markWhole(searched)
	for _, n := range g.nodes {
		p := n.pkg
		p.ExportFile = ""
		if n.how == export || n.how == referenced {
			p.ExportFile = cached[p.ID]
		}
		if p.PkgPath == "unsafe" {
			p.Types = types.Unsafe
		} else {
			// Every package's types.Package exists before any is
			// loaded, so that reading export data fills the ones it
			// mentions instead of creating others.
			p.Types = types.NewPackage(p.PkgPath, p.Name)
		}
		n.pending = len(n.deps)
	}
	return g
}

func sortedKeys(m map[string]*packages.Package) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// check loads every node, each once all its imports are loaded, on as
// many workers as the process may use CPUs.
func (g *graph) check() {
	ready := make(chan *node, len(g.nodes))
	for _, n := range g.nodes {
		if n.pending == 0 {
			ready <- n
		}
	}
	var wg sync.WaitGroup
	wg.Add(len(g.nodes))
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for n := range ready {
				g.load(n)
				g.mu.Lock()
				for _, u := range n.users {
					if u.pending--; u.pending == 0 {
						ready <- u
					}
				}
				g.mu.Unlock()
				wg.Done()
			}
		}()
	}
	wg.Wait()
	close(ready)
}

// linkImports gives every dependency's types.Package the imports the go
// command lists for it, sorted by path; the analysed packages have theirs
// from the type checker, which records the imports of their files.
//
// What a pass sees through Imports() must not depend on how a dependency
// was loaded: one read from export data would otherwise list the packages
// its export data mentions (those its exported declarations use, directly
// or not), one checked from source those its files import. The stale-policy
// check (KV0003) and the passes' searches of what a package can see
// (code.Imports, run.Reach) walk Imports() transitively, so with the
// loader's own lists two runs with different parts of the graph in the
// build cache, or the two loaders, would disagree about which packages an
// analysed package can see. Every dependency is loaded (complete), so each
// of them can be judged.
func (g *graph) linkImports() {
	for _, n := range g.nodes {
		p := n.pkg
		if n.how == full || p.PkgPath == "unsafe" {
			continue
		}
		imps := make([]*types.Package, 0, len(n.deps))
		for _, d := range n.deps {
			imps = append(imps, d.pkg.Types)
		}
		sort.Slice(imps, func(i, j int) bool { return imps[i].Path() < imps[j].Path() })
		p.Types.SetImports(imps)
	}
}

// badDeps lists the dependencies that failed to load.
func (g *graph) badDeps() []*packages.Package {
	var out []*packages.Package
	for _, n := range g.nodes {
		if n.how != full && len(n.pkg.Errors) > 0 {
			out = append(out, n.pkg)
		}
	}
	return out
}
