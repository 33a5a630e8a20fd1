package load

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// listMode lists the import graph with every package's files (the
// compiled ones too: the go command runs cgo for cgo packages), imports and
// module, and compiles nothing.
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes

// how says how one package of the graph gets its types.
type how int

const (
	unneeded how = iota // not reachable from the roots
	full                // analysed: syntax, types and TypesInfo, bodies checked
	bodiless            // a dependency from source, function bodies ignored, syntax dropped
	export              // a dependency from the build cache's export data
)

// loadSource is the default loader. One listing (no -export, so nothing is
// compiled) gives the whole import graph; a dry-run probe of the build cache
// (cachedExports), run alongside it, says which dependencies' export data the
// cache already holds. Those are read as the export-data loader reads them
// (all of them, see completeImports);
// every other dependency is type-checked from source with function bodies
// ignored and its syntax dropped once its types exist; the matched packages
// and the own packages they reach are type-checked in full, as the
// export-data loader does. So a warm cache costs what the export-data
// loader costs (one go command listing fewer), and a cold one costs no
// compilation.
func loadSource(cfg Config, own func(string, *packages.Module) bool, patterns []string) (*Result, error) {
	t0 := time.Now()
	var cached map[string]string
	var probeErr error
	probed := make(chan struct{})
	go func() {
		defer close(probed)
		cached, probeErr = cachedExports(cfg, patterns)
	}()
	listed, err := packages.Load(&packages.Config{Mode: listMode, Dir: cfg.Dir, Env: cfg.Env, Tests: cfg.Tests}, patterns...)
	<-probed
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(listed) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	if probeErr != nil {
		// The probe only saves work: without it every dependency comes
		// from source, which is correct, only slower on a warm cache.
		cached = nil
	}
	rootIDs := map[string]bool{}
	rootPaths := map[string]bool{}
	for _, r := range listed {
		rootIDs[r.ID] = true
		rootPaths[r.PkgPath] = true
	}
	var extra, listedPaths []string
	extraIDs := map[string]bool{}
	packages.Visit(listed, nil, func(p *packages.Package) {
		if len(p.Errors) == 0 && p.PkgPath != "" {
			listedPaths = append(listedPaths, p.PkgPath)
		}
		if !rootPaths[p.PkgPath] && p.PkgPath != "" && own(p.PkgPath, p.Module) {
			rootPaths[p.PkgPath] = true
			extra = append(extra, p.PkgPath)
			extraIDs[p.ID] = true
		}
	})
	sort.Strings(extra)
	t1 := time.Now()

	g := plan(listed, func(p *packages.Package) bool { return rootIDs[p.ID] || extraIDs[p.ID] }, cached)
	g.check()
	g.completeImports()
	roots := slices.Clone(listed)
	sort.Slice(roots, func(i, j int) bool { return roots[i].ID < roots[j].ID })
	ownPkgs, err := prune(roots, own, cfg.Dir, g.badDeps())
	if err != nil {
		return nil, err
	}
	res := &Result{Roots: roots, Own: ownPkgs, Extra: extra, Listed: listedPaths, List: t1.Sub(t0), Load: time.Since(t1)}
	for _, n := range g.nodes {
		switch {
		case n.pkg.PkgPath == "unsafe":
			// built into the type checker: neither
		case n.how == bodiless:
			res.FromSource++
		case n.how == export:
			res.FromExport++
		}
	}
	return res, nil
}

// node is one package of the graph with what checking it waits for.
type node struct {
	pkg     *packages.Package
	how     how
	deps    []*node // the needed imports
	users   []*node // the needed packages importing it
	pending int     // deps not yet done (guarded by graph.mu)
	read    bool    // an export node (its export data is read)
}

type graph struct {
	nodes []*node
	byID  map[string]*node
	// allExport: every dependency comes from export data, so the graph is
	// loaded exactly as the export-data loader loads it.
	allExport bool
	fset      *token.FileSet
	sizes     types.Sizes

	mu       sync.Mutex // guards pending and the ready queue
	exportMu sync.Mutex // export data reads share the packages' Types
}

// plan decides how each package reachable from the roots is loaded: the
// analysed ones in full; a dependency from export data when the cache holds
// it and all its dependencies come from export data too (the export data
// reader would otherwise create a second types.Package for a package
// type-checked from source), else from source without bodies.
func plan(roots []*packages.Package, analysed func(*packages.Package) bool, cached map[string]string) *graph {
	g := &graph{byID: map[string]*node{}, fset: token.NewFileSet()}
	var visit func(p *packages.Package) *node
	visit = func(p *packages.Package) *node {
		if n := g.byID[p.ID]; n != nil {
			return n
		}
		n := &node{pkg: p}
		g.byID[p.ID] = n
		if g.sizes == nil {
			g.sizes = p.TypesSizes
		}
		allExport := true
		for _, path := range sortedKeys(p.Imports) {
			d := visit(p.Imports[path])
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
	for _, n := range g.nodes {
		p := n.pkg
		p.ExportFile = ""
		if n.how == export {
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
	g.allExport = true
	for _, n := range g.nodes {
		g.allExport = g.allExport && (n.how != bodiless)
	}
	for _, n := range g.nodes {
		if g.allExport && n.how == full {
			// As the export-data loader: only what analysed packages
			// import is read; the rest exists as far as that mentions it.
			for _, d := range n.deps {
				d.read = d.how == export
			}
		} else if !g.allExport {
			n.read = n.how == export
		}
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

// completeImports gives every dependency's types.Package the imports its
// source has, as the type checker gives an analysed package.
//
// What a pass sees through Imports() must not depend on the state of the
// build cache: a package read from export data lists the packages its
// export data mentions (what its exported declarations use), one checked
// from source those its files import. The stale-policy check (KV0003) and
// handoff's key-package search walk Imports() transitively, so with mixed
// imports two runs with different parts of the graph in the build cache
// would disagree. So when any dependency comes from source, every
// dependency is loaded (export data read for all, not only for those an
// analysed package imports) and lists its direct imports, sorted by path.
// When all come from export data (a warm cache) the graph is exactly the
// export-data loader's, whose output this loader then reproduces byte for
// byte. The two differ only where export data hides a package: KV0003 may
// then report, from source, a stale entry about a dependency the export
// data never mentions.
func (g *graph) completeImports() {
	if g.allExport {
		return
	}
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

func (g *graph) load(n *node) {
	p := n.pkg
	p.TypesSizes = g.sizes
	switch n.how {
	case export:
		if n.read && p.PkgPath != "unsafe" {
			g.readExport(n)
		}
		return
	case full:
		p.Fset = g.fset
		p.TypesInfo = &types.Info{
			Types:        make(map[ast.Expr]types.TypeAndValue),
			Defs:         make(map[*ast.Ident]types.Object),
			Uses:         make(map[*ast.Ident]types.Object),
			Implicits:    make(map[ast.Node]types.Object),
			Instances:    make(map[*ast.Ident]types.Instance),
			Scopes:       make(map[ast.Node]*types.Scope),
			Selections:   make(map[*ast.SelectorExpr]*types.Selection),
			FileVersions: make(map[*ast.File]string),
		}
	}
	// Analysed packages are parsed as go/packages parses them (comments,
	// object resolution); dependencies need neither.
	mode := parser.AllErrors | parser.ParseComments
	if n.how == bodiless {
		mode = parser.SkipObjectResolution
	}
	var files []*ast.File
	for _, name := range p.CompiledGoFiles {
		src, err := os.ReadFile(name)
		if err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: name + ":1", Msg: err.Error(), Kind: packages.ParseError})
			continue
		}
		f, err := parser.ParseFile(g.fset, name, src, mode)
		var list scanner.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				p.Errors = append(p.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		} else if err != nil {
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.ParseError})
		}
		if f != nil {
			files = append(files, f)
		}
	}
	tc := &types.Config{
		Importer:         importer(p),
		IgnoreFuncBodies: n.how == bodiless,
		Sizes:            g.sizes,
		Error: func(err error) {
			var te types.Error
			if errors.As(err, &te) {
				p.TypeErrors = append(p.TypeErrors, te)
				p.Errors = append(p.Errors, packages.Error{Pos: te.Fset.Position(te.Pos).String(), Msg: te.Msg, Kind: packages.TypeError})
				return
			}
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		tc.GoVersion = "go" + p.Module.GoVersion
	}
	err := types.NewChecker(tc, g.fset, p.Types, p.TypesInfo).Files(files)
	if err != nil && len(p.Errors) == 0 {
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
	p.IllTyped = len(p.Errors) > 0
	for _, d := range p.Imports {
		p.IllTyped = p.IllTyped || d.IllTyped
	}
	if n.how == full {
		p.Syntax = files
	}
}

// importer resolves p's imports to its dependencies' types, complete by
// the time p is checked.
func importer(p *packages.Package) types.Importer {
	return importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		d := p.Imports[path]
		if d == nil {
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if d.Types == nil || !d.Types.Complete() {
			return nil, fmt.Errorf("%s did not load", path)
		}
		return d.Types, nil
	})
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// readExport reads a dependency's export data into its types.Package, as
// go/packages does: serially (the reader may fill any package of the
// dependency's closure) and with a view of exactly that closure.
func (g *graph) readExport(n *node) {
	g.exportMu.Lock()
	defer g.exportMu.Unlock()
	p := n.pkg
	if p.Types.Complete() {
		return
	}
	fail := func(err error) {
		p.IllTyped = true
		p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
	f, err := os.Open(p.ExportFile)
	if err != nil {
		fail(err)
		return
	}
	defer f.Close()
	// The build cache's export files are compiler archives, which only
	// NewReader opens (go/packages reads them the same way); its
	// deprecation names Go 1.29.
	r, err := gcexportdata.NewReader(f) //nolint:staticcheck // SA1019: Read alone cannot open archives before Go 1.29
	if err != nil {
		fail(fmt.Errorf("reading %s: %w", p.ExportFile, err))
		return
	}
	view := map[string]*types.Package{}
	seen := map[*packages.Package]bool{}
	var visit func(*packages.Package)
	visit = func(q *packages.Package) {
		for _, d := range q.Imports {
			if !seen[d] {
				seen[d] = true
				view[d.PkgPath] = d.Types
				visit(d)
			}
		}
	}
	visit(p)
	tpkg, err := gcexportdata.Read(r, g.fset, view, p.PkgPath)
	if err != nil {
		fail(fmt.Errorf("reading %s: %w", p.ExportFile, err))
		return
	}
	p.Types = tpkg
}

// cachedExports asks the go command, without building anything (-n), for
// the export data files the build cache already holds for the packages
// the patterns reach, keyed by package ID. It passes the flags go/packages
// passes to a listing with -export, so that the cache keys are those of
// the export-data loader.
func cachedExports(cfg Config, patterns []string) (map[string]string, error) {
	args := []string{"list", "-e", "-n", "-export=true", "-deps=true", "-compiled=true",
		fmt.Sprintf("-test=%t", cfg.Tests), "-find=false", "-pgo=off",
		"-f", "{{if .Export}}{{.ImportPath}}\t{{.Export}}{{end}}", "--"}
	cmd := goCommand(context.Background(), cfg, append(args, patterns...)...)
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if id, file, ok := strings.Cut(line, "\t"); ok {
			m[id] = file
		}
	}
	return m, nil
}
