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
// it is a dry run that compiles nothing and names the export data the build
// cache already holds: a dependency that has it is read from it when
// anything needs it whole (whole.go), every other dependency is
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
		if err := addCachedExports(cfg, listed, cached); err != nil {
			return nil, err
		}
	}
	t1 := time.Now()
	analysed := func(p *packages.Package) bool { return rootIDs[p.ID] || extraIDs[p.ID] }
	g := plan(listed, analysed, cached, searchedBy(cfg, listed, analysed))
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
		res.countHow(g)
	}
	return res, nil
}

// searchedBy is the configured test of which import paths the analysed
// packages' passes may look up (Config.Searched), or nil.
func searchedBy(cfg Config, listed []*packages.Package, analysed func(*packages.Package) bool) func(string) bool {
	if cfg.Searched == nil {
		return nil
	}
	var pkgs []*packages.Package
	packages.Visit(listed, nil, func(p *packages.Package) {
		if analysed(p) {
			pkgs = append(pkgs, p)
		}
	})
	return cfg.Searched(pkgs)
}

// countHow counts the dependencies by how they were loaded, for -v.
func (res *Result) countHow(g *graph) {
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

// list lists the import graph the patterns reach and the export data
// files the build cache holds for its packages, by package ID. By default
// the listing is a dry run (-n) that asks for export data: the go command
// builds nothing and names the export file of every package whose export
// data the build cache already holds (the -n build plan it prints for the
// rest goes to standard error, which go/packages ignores on success). With
// exportData the listing makes the go command compile what the cache
// lacks.
func list(cfg Config, patterns []string, exportData bool) ([]*packages.Package, map[string]string, error) {
	pcfg := &packages.Config{Mode: exportListMode, Dir: cfg.Dir, Env: cfg.Env, Tests: cfg.Tests}
	if !exportData {
		pcfg.Mode = listMode | packages.NeedExportFile
		pcfg.BuildFlags = []string{"-n"}
	}
	listed, err := packages.Load(pcfg, patterns...)
	if err != nil {
		return nil, nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(listed) == 0 {
		return nil, nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	cached := map[string]string{}
	packages.Visit(listed, nil, func(p *packages.Package) { cached[p.ID] = p.ExportFile })
	return listed, cached, nil
}

// addCachedExports adds to cached the export data files the build cache
// holds for the packages that only cgo's output imports (runtime/cgo and
// the packages only it reaches: addCompiled), which the dry-run listing
// did not reach. They are listed alike: a dry run that builds nothing.
func addCachedExports(cfg Config, listed []*packages.Package, cached map[string]string) error {
	var paths []string
	packages.Visit(listed, nil, func(p *packages.Package) {
		if _, ok := cached[p.ID]; !ok && p.ID == p.PkgPath {
			paths = append(paths, p.PkgPath)
		}
	})
	if len(paths) == 0 {
		return nil
	}
	found, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedExportFile, BuildFlags: []string{"-n"},
		Dir: cfg.Dir, Env: cfg.Env,
	}, paths...)
	if err != nil {
		return fmt.Errorf("listing the export data of %s: %w", strings.Join(paths, " "), err)
	}
	for _, p := range found {
		cached[p.ID] = p.ExportFile
	}
	return nil
}
