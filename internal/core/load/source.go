package load

import (
	"fmt"
	"go/types"
	"slices"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// listMode lists the import graph with every package's files, imports and
// module, and makes the go command neither compile nor run cgo: go/packages
// asks for -compiled when NeedCompiledGoFiles or NeedTypesSizes is set, and
// for cgo packages -compiled runs cgo and the C compiler (on KubeVirt,
// libvirt.org/go/libvirt alone costs about a minute of CPU cold).
const listMode = packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule

// exportListMode is the export-data loader's listing: the go command
// compiles every package the build cache lacks for its export data, running
// cgo as the compiler needs.
const exportListMode = listMode | packages.NeedCompiledGoFiles | packages.NeedExportFile

// how says how one package of the graph gets its types.
type how int

const (
	unneeded   how = iota // not reachable from the roots
	full                  // analysed: syntax, types and TypesInfo, bodies checked
	bodiless              // a dependency from source, function bodies ignored, syntax dropped
	export                // a dependency from export data
	referenced            // a dependency from export data that nothing needs whole: not read
)

// loadGraph loads the packages the patterns match, the own packages they
// reach and every dependency.
//
// One listing gives the whole import graph. By default (exportData false)
// it compiles nothing, and a dry-run probe of the build cache
// (cachedExports), run alongside it, says which dependencies' export data
// the cache already holds: those are read, every other dependency is
// type-checked from source with function bodies ignored and its syntax
// dropped once its types exist. With exportData the listing asks the go
// command for every package's export data (compiling what the cache lacks)
// and every dependency is read from it. Either way the matched packages and
// the own packages they reach are type-checked from source in full, and
// every dependency's Imports() is set to its imports as the go command
// lists them (linkImports), so what a pass sees of the graph does not
// depend on how, or from what state of the build cache, it was loaded.
func loadGraph(cfg Config, own func(string, *packages.Module) bool, patterns []string, exportData bool) (*Result, error) {
	t0 := time.Now()
	sizes := make(chan types.Sizes, 1)
	go func() { sizes <- typesSizes(cfg) }()
	listed, cached, err := list(cfg, patterns, exportData)
	if err != nil {
		return nil, err
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

	if !exportData {
		// Without -compiled the listing named every package's sources
		// only; the analysed ones are checked as compiled.
		var cgo []*packages.Package
		packages.Visit(listed, nil, func(p *packages.Package) {
			if rootIDs[p.ID] || extraIDs[p.ID] {
				p.CompiledGoFiles = p.GoFiles
				if usesCgo(p) {
					cgo = append(cgo, p)
				}
			}
		})
		if err := addCompiled(cfg, cgo); err != nil {
			return nil, err
		}
	}
	t1 := time.Now()
	analysed := func(p *packages.Package) bool { return rootIDs[p.ID] || extraIDs[p.ID] }
	var searched func(string) bool
	if cfg.Searched != nil {
		var pkgs []*packages.Package
		packages.Visit(listed, nil, func(p *packages.Package) {
			if analysed(p) {
				pkgs = append(pkgs, p)
			}
		})
		searched = cfg.Searched(pkgs)
	}
	g := plan(listed, analysed, cached, searched)
	g.sizes = <-sizes
	g.check()
	g.completeFieldTypes()
	g.linkImports()
	roots := slices.Clone(listed)
	sort.Slice(roots, func(i, j int) bool { return roots[i].ID < roots[j].ID })
	ownPkgs, err := prune(roots, own, cfg.Dir, g.badDeps())
	if err != nil {
		return nil, err
	}
	res := &Result{Roots: roots, Own: ownPkgs, Extra: extra, Listed: listedPaths, List: t1.Sub(t0), Load: time.Since(t1), exportData: exportData}
	if !exportData {
		for _, n := range g.nodes {
			switch {
			case n.pkg.PkgPath == "unsafe":
				// built into the type checker: neither
			case n.how == bodiless:
				res.FromSource++
			case n.how == export:
				res.FromExport++
			case n.how == referenced:
				res.Referenced++
			}
		}
	}
	return res, nil
}

// list lists the import graph the patterns reach and the export data
// files the build cache holds for its packages, by package ID: from the
// dry-run probe (run alongside the listing), or with exportData from the
// listing itself, which made the go command compile what the cache lacked.
func list(cfg Config, patterns []string, exportData bool) ([]*packages.Package, map[string]string, error) {
	var cached map[string]string
	var probeErr error
	probed := make(chan struct{})
	mode := exportListMode
	if !exportData {
		mode = listMode
		go func() {
			defer close(probed)
			cached, probeErr = cachedExports(cfg, patterns)
		}()
	} else {
		close(probed)
	}
	listed, err := packages.Load(&packages.Config{Mode: mode, Dir: cfg.Dir, Env: cfg.Env, Tests: cfg.Tests}, patterns...)
	<-probed
	if err != nil {
		return nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(listed) == 0 {
		return nil, nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	if probeErr != nil {
		// The probe only saves work: without it every dependency comes
		// from source, which is correct, only slower on a warm cache.
		cached = nil
	}
	if exportData {
		cached = map[string]string{}
		packages.Visit(listed, nil, func(p *packages.Package) { cached[p.ID] = p.ExportFile })
	}
	return listed, cached, nil
}
