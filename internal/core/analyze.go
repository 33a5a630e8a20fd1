package core

import (
	"fmt"
	"go/types"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/core/load"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/stale"
)

// Request says what Analyze loads and runs.
type Request struct {
	Dir   string   // working directory of the go command and of policy discovery (absolute)
	Env   []string // go command environment (nil = the process's)
	Tests bool     // also load test files
	// Root is the source root that finding paths are relative to ("" = the
	// repository containing the main modules, see SourceRoot).
	Root string
	// Source yields the policy (nil = discovery).
	Source *policy.Source
	// Validate decodes and validates every pass section of a policy; nil
	// skips validation.
	Validate func(*policy.Policy) error
	// Analyzers builds the analyzers to run; the settings carry Source, the
	// run and its KV0003 log. Nil runs none (load only).
	Analyzers func(passkit.Settings) []*analysis.Analyzer
	// ExportData loads every dependency from the go command's export data
	// (compiling what the build cache lacks) instead of from source when the
	// cache lacks it; KVLINT_LOADER=export in the environment does the same.
	ExportData bool
	// Verbose, when not nil, receives progress lines.
	Verbose func(format string, a ...any)
}

// Analysis is one run's loaded packages, analysis graph and findings.
type Analysis struct {
	Policy *policy.Policy // the policy of the working directory
	// Used lists every policy the run used: Policy first, then each nested
	// .kvlint.yaml that packages found by discovery.
	Used []*policy.Policy
	Load *load.Result
	// Graph holds every action: per package and analyzer, its diagnostics,
	// result and error. Nil when no analyzers ran.
	Graph    *checker.Graph
	Root     string
	Findings []finding.Finding
	// Stale lists the policy entries that name something the analysed code
	// lacks (KV0003), each once, by position.
	Stale []stale.Entry
}

// AnalysisError lists the errors passes returned, one line each.
type AnalysisError struct{ Errs []error }

func (e *AnalysisError) Error() string {
	return fmt.Sprintf("analysis failed in %s: %v", count(len(e.Errs), "place", "places"), e.Errs[0])
}

// Analyze loads the policy (validating it and every package's discovered
// policy before analysis, so a bad policy fails once, with its position),
// loads the packages with module-only facts, runs the analyzers and
// collects the findings. A *load.Error or *AnalysisError comes back as
// the error when packages do not type-check or passes fail.
func Analyze(req Request, patterns ...string) (*Analysis, error) {
	src := req.Source
	if src == nil {
		src = &policy.Source{}
	}
	validate := req.Validate
	if validate == nil {
		validate = func(*policy.Policy) error { return nil }
	}
	pol, err := src.ForDir(req.Dir)
	if err != nil {
		return nil, err
	}
	if err := validate(pol); err != nil {
		return nil, err
	}
	exportData, err := useExportData(req)
	if err != nil {
		return nil, err
	}
	res, err := load.Load(load.Config{Dir: req.Dir, Env: req.Env, Tests: req.Tests, Own: ownPredicate(pol), ExportData: exportData,
		Searched: searched(src, pol)}, patterns...)
	if err != nil {
		return nil, err
	}
	used, err := checkPolicies(pol, src, validate, req.Dir, res)
	if err != nil {
		return nil, err
	}
	if req.Verbose != nil {
		req.Verbose("%s", res.Summary())
	}
	root := req.Root
	if root == "" {
		root = SourceRoot(res.Roots, req.Dir)
	}
	root, _ = filepath.Abs(root)
	a := &Analysis{Policy: pol, Used: used, Load: res, Root: root}
	if req.Analyzers == nil {
		return a, nil
	}
	// The run lives for this call: its memos and notes go when the caller
	// drops the Analysis.
	r, log := run.New(), stale.NewLog()
	analyzers := req.Analyzers(passkit.Settings{Source: src, Run: r, Stale: log, Files: filesOf(res.Own)})
	r.Finished = dropPassInputs(res.Own)
	collectAt, restoreGC := tuneGCForAnalysis()
	r.CollectAt, r.Packages = collectAt, len(res.Own)
	t0, m0 := time.Now(), readGCMetrics()
	g, err := checker.Analyze(analyzers, res.Roots, nil)
	restoreGC()
	if err != nil {
		return nil, err
	}
	if req.Verbose != nil {
		req.Verbose("analysed in %v (%s)", time.Since(t0).Round(time.Millisecond), readGCMetrics().since(m0))
	}
	a.Graph = g
	findings, errs := finding.Collect(g, root, r)
	if len(errs) > 0 {
		return nil, &AnalysisError{Errs: errs}
	}
	a.Findings = findings
	if a.Stale, err = staleEntries(req, res, log); err != nil {
		return nil, err
	}
	return a, nil
}

// checkPolicies validates the policies the run's packages find by
// discovery (each distinct one once, before the scope check reads their
// module:), fails a run none of whose packages is in scope, and holds every
// nested policy to the root one: the policy of the working directory is the
// authority, and a nested one may not differ from it unless it permits that.
// It returns the policies used, the root first.
func checkPolicies(pol *policy.Policy, src *policy.Source, validate func(*policy.Policy) error, dir string, res *load.Result) ([]*policy.Policy, error) {
	used, usedDir := []*policy.Policy{pol}, []string{dir}
	for _, d := range packageDirs(res.Own) {
		p, err := src.ForDir(d)
		if err == nil && !slices.Contains(used, p) {
			err = validate(p)
			used, usedDir = append(used, p), append(usedDir, d)
		}
		if err != nil {
			return nil, err
		}
	}
	if err := checkScope(res.Roots, pol, src); err != nil {
		return nil, err
	}
	for i, p := range used {
		if err := policy.CheckNested(pol, p, usedDir[i]); err != nil {
			return nil, err
		}
	}
	return used, nil
}

// staleEntries judges the package patterns the run's policy entries name
// against the tree and returns the run's stale entries (KV0003).
func staleEntries(req Request, res *load.Result, log *stale.Log) ([]stale.Entry, error) {
	t1 := time.Now()
	pats := log.Patterns.List()
	tree, err := treePackages(req, res.Listed, mainModules(res.Roots), pats)
	if err != nil {
		return nil, err
	}
	log.Patterns.Check(tree)
	if req.Verbose != nil {
		req.Verbose("looked up the policy's %s in the tree in %v", count(len(pats), "package pattern", "package patterns"), time.Since(t1).Round(time.Millisecond))
	}
	return log.Entries(), nil
}

// PolicyNames names the policies a run used, paths relative to dir when
// under it.
func (a *Analysis) PolicyNames(dir string) []string {
	var out []string
	for _, p := range a.Used {
		name := p.Name
		if rel, err := filepath.Rel(dir, name); err == nil && filepath.IsAbs(name) && !strings.HasPrefix(rel, "..") {
			name = filepath.ToSlash(rel)
		}
		out = append(out, name)
	}
	return out
}

// verboseTo returns a progress printer to w, or nil when not verbose.
func verboseTo(on bool, w io.Writer, command string) func(string, ...any) {
	if !on {
		return nil
	}
	return func(format string, a ...any) { fmt.Fprintf(w, command+": "+format+"\n", a...) }
}

// ownPredicate says which packages' facts are computed: exactly those the
// passes compute facts for, the packages in the policy's module scope
// (diag.InScope, given the module as the checker gives it to a pass).
func ownPredicate(pol *policy.Policy) func(string, *packages.Module) bool {
	return func(path string, mod *packages.Module) bool {
		var m *analysis.Module
		if mod != nil {
			m = &analysis.Module{Path: mod.Path, Main: mod.Main, Version: mod.Version}
		}
		return diag.InScope(pol, path, m)
	}
}

// filesOf gives passes the files go list reported for each own package
// (physical identity: see internal/physical); the directory is the one
// packageDirs validated the policy of.
func filesOf(own []*packages.Package) func(*types.Package) *physical.Files {
	m := make(map[*types.Package]*physical.Files, len(own))
	for _, p := range own {
		if p.Types != nil {
			m[p.Types] = physical.FromPackage(p)
		}
	}
	return func(p *types.Package) *physical.Files { return m[p] }
}

func packageDirs(pkgs []*packages.Package) []string {
	var dirs []string
	for _, p := range pkgs {
		if len(p.GoFiles) > 0 {
			dirs = append(dirs, filepath.Dir(p.GoFiles[0]))
		}
	}
	slices.Sort(dirs)
	return slices.Compact(dirs)
}

// mainModules lists the main modules of the matched packages, each once.
func mainModules(roots []*packages.Package) []*packages.Module {
	var out []*packages.Module
	for _, p := range roots {
		if m := p.Module; m != nil && m.Main && !slices.ContainsFunc(out, func(o *packages.Module) bool { return o.Path == m.Path }) {
			out = append(out, m)
		}
	}
	return out
}
