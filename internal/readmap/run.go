// Package readmap builds `kvlint map`: the reading map of a tree, measured
// from the code by one analysis run of every pass (each returns the sites it
// matched, see internal/sites) plus the map's own analyzer (entry points,
// status reads), and renders it as Markdown, JSON or Graphviz DOT.
package readmap

import (
	"fmt"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/ci/load"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Options say what to map and how.
type Options struct {
	// Policy is the root policy; View its passes' parts (registry.MapPolicy).
	Policy *policy.Policy
	View   *Policy
	// Source yields the policy per package, as for kvlint (nil: Policy for
	// every package).
	Source *policy.Source
	// Analyzers builds the passes' analyzers from settings.
	Analyzers func(passkit.Settings) []*analysis.Analyzer
	Dir       string   // working directory of the go command ("" = current)
	Env       []string // go command environment (nil = the process's)
	Tests     bool
	// Root is the directory paths are relative to ("" = Dir, else the
	// working directory).
	Root string
	// LinkBase, when set, makes every location a link: LinkBase + path +
	// "#L" + line (e.g. https://github.com/ORG/REPO/blob/TAG/).
	LinkBase string
}

// Make loads the packages matched by patterns (the module's own packages
// from source, dependencies from export data), analyses them once, and
// builds the map.
func Make(o Options, patterns ...string) (*Map, error) {
	if len(patterns) == 0 {
		return nil, fmt.Errorf("no packages given: run e.g. kvlint map ./...")
	}
	res, err := load.Load(load.Config{Dir: o.Dir, Env: o.Env, Tests: o.Tests, Own: own(o.Policy)}, patterns...)
	if err != nil {
		return nil, err
	}
	src := o.Source
	if src == nil {
		src = policy.Fixed(o.Policy)
	}
	var types []string
	for _, t := range o.View.StatusTypes {
		types = append(types, t.Type)
	}
	mine := newAnalyzer(o.Policy, types)
	analyzers := append(o.Analyzers(passkit.Settings{Source: src, Sites: true}), mine)
	g, err := checker.Analyze(analyzers, res.Roots, nil)
	if err != nil {
		return nil, err
	}
	pkgs, err := collect(g, mine, o.Policy)
	if err != nil {
		return nil, err
	}
	root := o.Root
	if root == "" {
		root = o.Dir
	}
	if root, err = filepath.Abs(root); err != nil {
		return nil, err
	}
	base := o.LinkBase
	if base != "" && !strings.HasSuffix(base, "/") {
		base += "/"
	}
	b := &builder{pol: o.Policy, view: o.View, root: root, linkBase: base, pkgs: pkgs}
	return b.build(), nil
}

func own(pol *policy.Policy) func(string, *packages.Module) bool {
	return func(path string, mod *packages.Module) bool {
		var m *analysis.Module
		if mod != nil {
			m = &analysis.Module{Path: mod.Path, Main: mod.Main, Version: mod.Version}
		}
		return diag.InScope(pol, path, m)
	}
}
