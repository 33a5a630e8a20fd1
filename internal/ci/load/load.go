// Package load loads packages for kvlint ci in module-only fact mode.
//
// The stock checker needs every dependency, vendor and standard library
// included, type-checked from source as soon as one analyzer declares a fact
// type, because it runs fact-producing analyzers on the whole import graph.
// kvlint's passes compute facts only for the analysed module's own packages
// (docs/goals.md), so this loader type-checks only those from source, takes every
// other dependency's types from the compiler's export data, and prunes each
// package's Imports to own packages so that checker.Analyze never schedules
// an action for a dependency.
package load

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"
)

// Mode is packages.LoadSyntax without NeedDeps: roots from source,
// dependencies from export data.
const Mode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedTypes | packages.NeedTypesSizes |
	packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedModule

// Config says what to load.
type Config struct {
	Dir   string // working directory of the go command ("" = current)
	Env   []string
	Tests bool
	// Own reports whether a package (by import path and module) is one of the
	// analysed module's own packages, whose facts are computed. Nil means
	// "in a main module, or, without module information, not standard
	// library".
	Own func(path string, mod *packages.Module) bool
}

// Result is a loaded, pruned package graph.
type Result struct {
	// Roots are the packages the patterns matched: the ones reported on.
	Roots []*packages.Package
	// Own are all own packages in the graph, roots included, each loaded
	// from source; every package's Imports holds only own packages.
	Own []*packages.Package
	// Extra lists own dependencies that the patterns did not match and that
	// were loaded from source for their facts.
	Extra []string
	// List and Load are how long listing the import graph and the full
	// load took.
	List, Load time.Duration
}

// Error names packages that did not load or type-check.
type Error struct {
	Packages []string // import paths, sorted
	First    []string // first error of each, in the same order
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d package(s) do not load or type-check; fix them (or leave them out of the patterns) and run again:", len(e.Packages))
	for i, p := range e.Packages {
		fmt.Fprintf(&b, "\n\t%s: %s", p, e.First[i])
	}
	return b.String()
}

// DefaultOwn is the Own predicate used when Config.Own is nil.
func DefaultOwn(path string, mod *packages.Module) bool {
	if mod != nil {
		return mod.Main
	}
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".")
}

// Load loads the packages matched by patterns and prunes the graph.
//
// A cheap `go list` of names and imports first finds the own packages that
// the patterns reach but do not match (in KubeVirt, pkg/... imports
// tests/framework/...): their facts are needed, so the one full load loads
// them from source too; they are reached only through the pruned Imports and
// never reported on. (Starting the full load while listing saves the
// listing's time only when there are none, and on two cores costs more than
// it saves when there are.)
func Load(cfg Config, patterns ...string) (*Result, error) {
	own := cfg.Own
	if own == nil {
		own = DefaultOwn
	}
	t0 := time.Now()
	light, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedImports | packages.NeedModule,
		Dir:  cfg.Dir, Env: cfg.Env, Tests: cfg.Tests,
	}, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	if len(light) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	rootIDs := map[string]bool{}
	rootPaths := map[string]bool{}
	for _, r := range light {
		rootIDs[r.ID] = true
		rootPaths[r.PkgPath] = true
	}
	var extra []string
	packages.Visit(light, nil, func(p *packages.Package) {
		if !rootPaths[p.PkgPath] && p.PkgPath != "" && own(p.PkgPath, p.Module) {
			rootPaths[p.PkgPath] = true
			extra = append(extra, p.PkgPath)
		}
	})
	sort.Strings(extra)
	t1 := time.Now()

	all, err := load(context.Background(), cfg, append(append([]string(nil), patterns...), extra...))
	if err != nil {
		return nil, err
	}
	var roots []*packages.Package
	for _, p := range all {
		if rootIDs[p.ID] {
			roots = append(roots, p)
		}
	}
	sort.Slice(roots, func(i, j int) bool { return roots[i].ID < roots[j].ID })

	ownPkgs, err := prune(roots, own)
	if err != nil {
		return nil, err
	}
	return &Result{Roots: roots, Own: ownPkgs, Extra: extra, List: t1.Sub(t0), Load: time.Since(t1)}, nil
}

func load(ctx context.Context, cfg Config, patterns []string) ([]*packages.Package, error) {
	pcfg := &packages.Config{Context: ctx, Mode: Mode, Dir: cfg.Dir, Env: cfg.Env, Tests: cfg.Tests}
	pkgs, err := packages.Load(pcfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading %s: %w", strings.Join(patterns, " "), err)
	}
	return pkgs, nil
}

// prune replaces every own package's Imports with the own packages it
// reaches, directly or through other modules' packages, and checks that
// every own package type-checked. Reaching through a foreign package keeps
// facts that the full checker would have passed along that path.
func prune(roots []*packages.Package, own func(string, *packages.Module) bool) ([]*packages.Package, error) {
	isOwn := func(p *packages.Package) bool { return len(p.Syntax) > 0 && own(p.PkgPath, p.Module) }

	// through[q] lists the own packages a foreign package q reaches without
	// passing another own package; almost always empty.
	through := map[*packages.Package][]*packages.Package{}
	var reach func(q *packages.Package) []*packages.Package
	reach = func(q *packages.Package) []*packages.Package {
		if r, ok := through[q]; ok {
			return r
		}
		through[q] = nil // cycles cannot occur, but never loop
		var out []*packages.Package
		for _, dep := range q.Imports {
			if isOwn(dep) {
				out = append(out, dep)
			} else {
				out = append(out, reach(dep)...)
			}
		}
		through[q] = out
		return out
	}

	newImports := map[*packages.Package]map[string]*packages.Package{}
	var ownPkgs, bad []*packages.Package
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if _, done := newImports[p]; done {
			return
		}
		imps := map[string]*packages.Package{}
		newImports[p] = imps
		ownPkgs = append(ownPkgs, p)
		if len(p.Errors) > 0 || p.IllTyped {
			bad = append(bad, p)
		}
		for path, dep := range p.Imports {
			if isOwn(dep) {
				imps[path] = dep
				continue
			}
			for _, d := range reach(dep) {
				imps[" via "+d.ID] = d // the checker only iterates this map

			}
		}
		for _, dep := range imps {
			visit(dep)
		}
	}
	// A root that is not own (a pattern naming a dependency) is analysed
	// from source all the same, with its Imports pruned alike.
	for _, r := range roots {
		visit(r)
	}
	for p, imps := range newImports {
		p.Imports = imps
	}
	if len(bad) > 0 {
		return nil, loadError(bad)
	}
	sort.Slice(ownPkgs, func(i, j int) bool { return ownPkgs[i].ID < ownPkgs[j].ID })
	return ownPkgs, nil
}

func loadError(bad []*packages.Package) error {
	sort.Slice(bad, func(i, j int) bool { return bad[i].ID < bad[j].ID })
	e := &Error{}
	for _, p := range bad {
		e.Packages = append(e.Packages, p.ID)
		e.First = append(e.First, firstError(p))
	}
	return e
}

// firstError describes a package's first error in one line, preferring the
// type checker's and parser's (positioned) errors to the go command's.
func firstError(p *packages.Package) string {
	if len(p.Errors) == 0 {
		return "does not type-check: a package it imports failed"
	}
	best := p.Errors[0]
	for _, err := range p.Errors {
		if err.Kind != packages.ListError {
			best = err
			break
		}
	}
	msg := best.Error()
	if best.Kind == packages.ListError {
		// "-: # pkg\nfile:line:col: msg" from a failed compile: keep the
		// compiler's lines.
		var lines []string
		for _, l := range strings.Split(msg, "\n") {
			l = strings.TrimSpace(strings.TrimPrefix(l, "-: "))
			if l != "" && !strings.HasPrefix(l, "# ") {
				lines = append(lines, l)
			}
		}
		msg = strings.Join(lines, "; ")
	}
	if n := len(p.Errors); n > 1 {
		msg += fmt.Sprintf(" (and %d more)", n-1)
	}
	return msg
}
