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
	dir := o.Dir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	var types []string
	for _, t := range sites.Of(o.View, sites.TopicStatus) {
		types = append(types, t.Name)
	}
	var mine *analysis.Analyzer
	a, err := core.Analyze(core.Request{
		Dir: dir, Env: o.Env, Tests: o.Tests, Root: o.Root, Source: o.Source, Validate: o.Validate,
		Analyzers: func(s passkit.Settings) []*analysis.Analyzer {
			s.Sites = true
			mine = newAnalyzer(policyOf(s.Source, dir), types)
			return append(o.Analyzers(s), mine)
		},
	}, patterns...)
	if err != nil {
		return nil, err
	}
	pkgs, err := collect(a.Graph, mine, a.Policy)
	if err != nil {
		return nil, err
	}
	base := o.LinkBase
	if base != "" && !strings.HasSuffix(base, "/") {
		base += "/"
	}
	b := &builder{pol: a.Policy, view: o.View, root: a.Root, linkBase: base, pkgs: pkgs}
	return b.build(), nil
}

// policyOf is the policy of dir, which Analyze has loaded and validated
// before it builds the analyzers.
func policyOf(src *policy.Source, dir string) *policy.Policy {
	p, _ := src.ForDir(dir)
	return p
}
