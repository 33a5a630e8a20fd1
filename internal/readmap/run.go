// Package readmap builds `kvlint map`: the reading map of a tree, measured
// from the code by one analysis run of every pass (each returns the sites it
// matched, see internal/sites) plus the map's own analyzer (entry points,
// status reads), and renders it as Markdown, JSON or Graphviz DOT.
package readmap

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Options say what to map and how.
type Options struct {
	// Source yields the policy (nil = discovery); View is its passes'
	// declarations (registry.MapPolicy of the working directory's policy).
	Source *policy.Source
	View   []sites.Decl
	// Validate decodes and validates every pass section of a policy.
	Validate func(*policy.Policy) error
	// Analyzers builds the passes' analyzers from settings.
	Analyzers func(passkit.Settings) []*analysis.Analyzer
	Dir       string   // working directory ("" = the process's)
	Env       []string // go command environment (nil = the process's)
	Tests     bool
	// Root is the directory paths are relative to ("" = the repository
	// holding the main modules, as for kvlint ci).
	Root string
	// LinkBase, when set, makes every location a link: LinkBase + path +
	// "#L" + line (e.g. https://github.com/ORG/REPO/blob/TAG/).
	LinkBase string
}

// Make runs the shared analysis core (internal/core: the module's packages
// from source, dependencies from export data, one checker run) with every
// pass returning its sites and the map's own analyzer added, and builds the
// map.
func Make(o Options, patterns ...string) (*Map, error) {
	if len(patterns) == 0 {
		return nil, errors.New("no packages given: name the packages to map (./... for the whole module)")
	}
	r, err := NewRun(o.Dir, o.View, o.LinkBase)
	if err != nil {
		return nil, err
	}
	a, err := core.Analyze(core.Request{
		Dir: r.dir, Env: o.Env, Tests: o.Tests, Root: o.Root, Source: o.Source, Validate: o.Validate,
		Analyzers: r.Analyzers(o.Analyzers),
	}, patterns...)
	if err != nil {
		return nil, err
	}
	return r.Map(a)
}

// Run is what the map adds to one analysis run — every pass returning its
// sites, and the map's own analyzer — and the map built from that run. It
// lets a run made for other ends (kvlint ci -save-map) also give the map,
// from the same analysis.
type Run struct {
	dir      string
	view     []sites.Decl
	linkBase string
	mine     *analysis.Analyzer
}

// NewRun prepares the map of a run in dir ("" = the process's working
// directory) with the passes' declarations view; linkBase as in Options.
func NewRun(dir string, view []sites.Decl, linkBase string) (*Run, error) {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if linkBase != "" && !strings.HasSuffix(linkBase, "/") {
		linkBase += "/"
	}
	return &Run{dir: dir, view: view, linkBase: linkBase}, nil
}

// Analyzers wraps the run's analyzers: the passes return their sites, and
// the map's analyzer runs beside them.
func (r *Run) Analyzers(passes func(passkit.Settings) []*analysis.Analyzer) func(passkit.Settings) []*analysis.Analyzer {
	return func(s passkit.Settings) []*analysis.Analyzer {
		s.Sites = true
		var types []string
		for _, t := range sites.Of(r.view, sites.TopicStatus) {
			types = append(types, t.Name)
		}
		r.mine = newAnalyzer(policyOf(s.Source, r.dir), types)
		return append(passes(s), r.mine)
	}
}

// Map builds the map from the finished analysis a, whose analyzers came
// from r.Analyzers.
func (r *Run) Map(a *core.Analysis) (*Map, error) {
	if r.mine == nil {
		return nil, errors.New("readmap: the analysis did not run the map's analyzers")
	}
	pkgs, err := collect(a.Graph, r.mine, a.Policy)
	if err != nil {
		return nil, err
	}
	b := &builder{pol: a.Policy, view: r.view, root: a.Root, linkBase: r.linkBase, pkgs: pkgs}
	m := b.build()
	b.suppressions(a.Findings)
	return m, nil
}

// policyOf is the policy of dir, which Analyze has loaded and validated
// before it builds the analyzers.
func policyOf(src *policy.Source, dir string) *policy.Policy {
	p, _ := src.ForDir(dir)
	return p
}
