// Package load loads packages for kvlint in module-only fact mode.
//
// The stock checker needs every dependency, vendor and standard library
// included, type-checked from source as soon as one analyzer declares a fact
// type, because it runs fact-producing analyzers on the whole import graph.
// kvlint's passes compute facts only for the analysed module's own packages
// (docs/goals.md), so this loader type-checks only those from source, takes every
// other dependency's types from the compiler's export data, and prunes each
// package's Imports to own packages so that checker.Analyze never schedules
// an action for a dependency.
//
// Dependencies come by default from whichever of two sources is cheaper per
// package (source.go): the build cache's export data when it already holds
// them, else their source type-checked without function bodies, so that a
// cold build cache costs no compilation. Config.ExportData selects the
// go command's export data for every dependency instead, compiling what the
// build cache lacks.
package load

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/lazy"
	"github.com/kvlint/kvlint/internal/safetext"
)

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
	// ExportData takes every dependency's types from the go command's
	// export data, compiling the dependencies the build cache lacks,
	// instead of type-checking those from source.
	ExportData bool
	// Searched, when not nil, is called once the import graph is listed,
	// with the packages to analyse (their files listed, not yet loaded),
	// and says which dependencies, by import path, a pass may look up by
	// name (the packages its policy spells): those are loaded complete
	// whatever the build cache holds (whole.go). Nil, or a nil result,
	// searches every dependency: all are loaded complete.
	Searched func(analysed []*packages.Package) func(path string) bool
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
	// Listed holds the import path of every package the listing found
	// whole (no error): the matched packages and all their dependencies.
	Listed []string
	// List and Load are how long listing the import graph and the full
	// load took.
	List, Load time.Duration
	// FromSource and FromExport count the dependencies (packages not
	// analysed) type-checked from source without function bodies and
	// those whose export data was read whole; Referenced those whose
	// export data was not read, as no one needs them whole (whole.go).
	// All three are 0 with ExportData.
	FromSource, FromExport, Referenced int
	exportData                         bool
}

// Summary says in one line what was loaded how, for -v.
func (r *Result) Summary() string {
	s := fmt.Sprintf("listed the import graph in %v; loaded %s and %s from source",
		r.List.Round(time.Millisecond), count(len(r.Roots), "matched package", "matched packages"),
		count(len(r.Extra), "own dependency", "own dependencies"))
	if r.exportData {
		s += ", the rest from export data (KVLINT_LOADER=export)"
	} else {
		s += fmt.Sprintf(", %s from source without function bodies and %s from the build cache's export data (%d more only as far as others refer to them)",
			count(r.FromSource, "dependency", "dependencies"), count(r.FromExport, "dependency", "dependencies"), r.Referenced)
	}
	return s + fmt.Sprintf(" in %v", r.Load.Round(time.Millisecond))
}

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Error lists why packages did not load or type-check, one positioned line
// per problem, so a driver can print each as it is and exit with a load
// error instead of analysing half a program.
type Error struct {
	Problems []Problem
}

// Problem is one load or type error.
type Problem struct {
	Package string // import path (package ID for test variants)
	Pos     string // "file:line:col", or "" when the go command gave none
	Msg     string
}

// String renders the problem in one line: "file:line:col: msg" (the
// package is implied by the file), else "package P: msg".
func (p Problem) String() string {
	if p.Pos != "" {
		return p.Pos + ": " + p.Msg
	}
	return "package " + p.Package + ": " + p.Msg
}

// Lines renders every problem, one per line.
func (e *Error) Lines() []string {
	out := make([]string, 0, len(e.Problems))
	for _, p := range e.Problems {
		out = append(out, p.String())
	}
	return out
}

func (e *Error) Error() string { return strings.Join(e.Lines(), "\n") }

// DefaultOwn is the Own predicate used when Config.Own is nil.
func DefaultOwn(path string, mod *packages.Module) bool {
	if mod != nil {
		return mod.Main
	}
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".")
}

// Load loads the packages matched by patterns and prunes the graph.
func Load(cfg Config, patterns ...string) (*Result, error) {
	own := cfg.Own
	if own == nil {
		own = DefaultOwn
	}
	return loadGraph(cfg, own, patterns, cfg.ExportData)
}

// prune replaces every own package's Imports with the own packages it
// reaches, directly or through other modules' packages, and checks that
// every own package type-checked. Reaching through a foreign package keeps
// facts that the full checker would have passed along that path. badDeps
// are dependencies that failed to type-check from source: their errors are
// reported with the own packages'.
func prune(roots []*packages.Package, own func(string, *packages.Module) bool, dir string, badDeps []*packages.Package) ([]*packages.Package, error) {
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
		return nil, loadError(append(bad, badDeps...), dir)
	}
	sort.Slice(ownPkgs, func(i, j int) bool { return ownPkgs[i].ID < ownPkgs[j].ID })
	return ownPkgs, nil
}

// loadError collects the problems of the packages that failed, once each
// (a package and its test variant report the same errors). A package that
// failed only because an import did is left out when the import's own
// errors are listed.
func loadError(bad []*packages.Package, dir string) error {
	sort.Slice(bad, func(i, j int) bool { return bad[i].ID < bad[j].ID })
	e := &Error{}
	seen := map[string]bool{}
	add := func(p Problem) {
		p.Pos = relPos(dir, p.Pos)
		if k := p.String(); !seen[k] {
			seen[k] = true
			e.Problems = append(e.Problems, p)
		}
	}
	var importFailures []Problem
	for _, p := range bad {
		if len(p.Errors) == 0 {
			importFailures = append(importFailures, Problem{Package: p.ID, Msg: "does not type-check because a package it imports does not"})
			continue
		}
		for _, err := range p.Errors {
			for _, pr := range problems(p.ID, err) {
				add(pr)
			}
		}
	}
	if len(e.Problems) == 0 {
		for _, p := range importFailures {
			add(p)
		}
	}
	return e
}

// relPos makes a position relative to the working directory when it is
// under it: the go command reports some errors relative to it and the type
// checker absolute, and the same error must read the same.
func relPos(dir, pos string) string {
	if pos == "" {
		return ""
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	file := pos
	if !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return file
}

// positioned matches a compiler line "file:line[:col]: message".
// Compiled on first use, not at start-up: go vet starts kvlint once per
// package, and most packages never need it.
var positioned = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`^(\S+?:\d+(?::\d+)?): (.*)$`) }}

// problems splits one packages.Error into positioned one-line problems. A
// failed compile (cgo) arrives as a list error "# pkg" followed by the
// compiler's lines; those with a position are kept, context lines are not.
func problems(pkg string, err packages.Error) []Problem {
	if err.Kind != packages.ListError || !strings.Contains(err.Msg, "\n") {
		pos := err.Pos
		if pos == "-" {
			pos = ""
		}
		return []Problem{{Package: pkg, Pos: pos, Msg: safetext.OneLine(err.Msg)}}
	}
	var out []Problem
	for _, l := range strings.Split(err.Msg, "\n") {
		l = strings.TrimSpace(strings.TrimPrefix(l, "-: "))
		if m := positioned.Get().FindStringSubmatch(l); m != nil {
			out = append(out, Problem{Package: pkg, Pos: m[1], Msg: m[2]})
		}
	}
	if len(out) == 0 {
		out = append(out, Problem{Package: pkg, Msg: safetext.OneLine(err.Msg)})
	}
	return out
}
