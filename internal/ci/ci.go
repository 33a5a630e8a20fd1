// Package ci is kvlint's pull-request front end, `kvlint ci`: it loads the
// module in module-only fact mode (internal/ci/load), runs the passes with
// golang.org/x/tools/go/analysis/checker, compares the findings with a
// baseline, and writes text, JSON, SARIF 2.1.0 or GitHub workflow commands.
//
// Exit status: 0 clean (no finding outside the baseline), 1 new findings,
// 2 usage, configuration, load or analysis errors.
package ci

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/ci/baseline"
	"github.com/kvlint/kvlint/internal/ci/finding"
	"github.com/kvlint/kvlint/internal/ci/load"
	"github.com/kvlint/kvlint/internal/ci/output"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Exit statuses.
const (
	ExitClean    = 0
	ExitFindings = 1
	ExitError    = 2
)

// Options connect the front end to the passes; cmd/kvlint fills them from
// the registry, tests with stand-in analyzers.
type Options struct {
	Version string
	// Analyzers builds the analyzers from settings.
	Analyzers func(passkit.Settings) []*analysis.Analyzer
	// Validate decodes and validates every pass section of a policy.
	Validate func(*policy.Policy) error
	Stdout   io.Writer
	Stderr   io.Writer
	// Dir is the working directory ("" = the process's).
	Dir string
	// Env is the go command's environment (nil = the process's).
	Env []string
}

const usage = `usage: kvlint ci [flags] packages

Runs every kvlint pass for pull-request CI. Facts are computed only for the
analysed module's own packages; dependencies are read from export data.

Exit status: 0 clean, 1 findings not in the baseline, 2 usage, configuration
or load errors.

Flags:
`

type flags struct {
	src           policy.Source
	format        string
	out           string
	baselinePath  string
	writeBaseline bool
	tests         bool
	root          string
	debugSet      string
	memProfile    string
	cpuProfile    string
	verbose       bool
}

// Main runs `kvlint ci args...` and returns the exit status.
func Main(args []string, o Options) int {
	if o.Stdout == nil {
		o.Stdout = os.Stdout
	}
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(o.Stderr, "kvlint ci: "+format+"\n", a...)
		return ExitError
	}

	var fl flags
	fs := newFlagSet(&fl, o.Stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitError
	}
	patterns := fs.Args()
	switch {
	case len(patterns) == 0:
		fs.Usage()
		return fail("no packages given: run e.g. kvlint ci ./...")
	case !contains(output.Formats, fl.format):
		return fail("-format=%s: unknown format (want one of %s)", fl.format, strings.Join(output.Formats, ", "))
	case fl.writeBaseline && fl.baselinePath == "":
		return fail("-write-baseline needs -baseline=FILE to write to")
	case fl.debugSet != "" && fl.debugSet != "null" && fl.debugSet != "nullfacts":
		return fail("-debug-analyzers=%s: want null or nullfacts", fl.debugSet)
	}

	wd := o.Dir
	if wd == "" {
		wd, _ = os.Getwd()
	}
	wd, _ = filepath.Abs(wd)

	// The policy is loaded and every section validated before any package
	// is, so a bad policy fails once, with its position.
	pol, err := fl.src.ForDir(wd)
	if err != nil {
		return fail("%v", err)
	}
	if err := o.Validate(pol); err != nil {
		return fail("%v", err)
	}

	var base *baseline.File
	if fl.baselinePath != "" && !fl.writeBaseline {
		if base, err = baseline.Read(fl.baselinePath); err != nil {
			return fail("%v", err)
		}
	}

	res, err := load.Load(load.Config{Dir: o.Dir, Env: o.Env, Tests: fl.tests, Own: ownPredicate(pol)}, patterns...)
	if err != nil {
		return fail("%v", err)
	}

	// Packages may find their own .kvlint.yaml by discovery: validate each
	// distinct one up front too. The policy of the working directory is the
	// authority: a nested one may not differ from it unless it permits that.
	used := []*policy.Policy{pol}
	for _, dir := range packageDirs(res.Own) {
		p, err := fl.src.ForDir(dir)
		if err == nil && p != pol && !containsPolicy(used, p) {
			if err = o.Validate(p); err == nil {
				err = policy.CheckNested(pol, p)
			}
			used = append(used, p)
		}
		if err != nil {
			return fail("%v", err)
		}
	}

	// Which policies decide the result: a nested .kvlint.yaml changes what
	// is checked below it.
	fmt.Fprintf(o.Stderr, "kvlint ci: %s\n", output.PolicyLine(policyNames(used, wd)))
	if fl.verbose {
		fmt.Fprintf(o.Stderr, "kvlint ci: listed the import graph in %v; loaded %d matched packages and %d own dependencies from source (the rest from export data) in %v\n",
			res.List.Round(time.Millisecond), len(res.Roots), len(res.Extra), res.Load.Round(time.Millisecond))
	}

	analyzers := o.Analyzers(passkit.Settings{Source: &fl.src, ShowSuppressed: true})
	if fl.debugSet != "" {
		analyzers = []*analysis.Analyzer{nullAnalyzer(fl.debugSet == "nullfacts")}
	}
	tuneGCForAnalysis()
	if fl.cpuProfile != "" {
		f, err := os.Create(fl.cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			return fail("-debug-cpuprofile: %v", err)
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	t0 := time.Now()
	g, err := checker.Analyze(analyzers, res.Roots, nil)
	if err != nil {
		return fail("%v", err)
	}
	if fl.verbose {
		fmt.Fprintf(o.Stderr, "kvlint ci: analysed in %v\n", time.Since(t0).Round(time.Millisecond))
	}
	if fl.memProfile != "" {
		if err := writeHeapProfile(fl.memProfile); err != nil {
			return fail("-debug-memprofile: %v", err)
		}
	}

	root := fl.root
	if root == "" {
		root = sourceRoot(res.Roots, wd)
	}
	root, _ = filepath.Abs(root)
	findings, errs := finding.Collect(g, root)
	if len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprintf(o.Stderr, "kvlint ci: %v\n", e)
		}
		return fail("analysis failed in %d place(s); no results were written", len(errs))
	}

	r := &output.Results{Version: o.Version, Root: root, Findings: findings, Policies: policyNames(used, root)}
	if base != nil {
		r.States, r.Stale = baseline.Compare(base, findings)
	}

	return emit(o, &fl, r)
}

// emit writes the results in the chosen format, writes the baseline when
// asked, and returns the exit status.
func emit(o Options, fl *flags, r *output.Results) int {
	fail := func(format string, a ...any) int {
		fmt.Fprintf(o.Stderr, "kvlint ci: "+format+"\n", a...)
		return ExitError
	}
	var buf bytes.Buffer
	if err := output.Write(&buf, fl.format, r); err != nil {
		return fail("%v", err)
	}
	if fl.out != "" {
		if err := os.WriteFile(fl.out, buf.Bytes(), 0o644); err != nil {
			return fail("-o: %v", err)
		}
	} else if _, err := o.Stdout.Write(buf.Bytes()); err != nil {
		return fail("writing output: %v", err)
	}

	if fl.writeBaseline {
		b := baseline.Build(r.Findings)
		if err := b.Write(fl.baselinePath); err != nil {
			return fail("%s: %v", fl.baselinePath, err)
		}
		n := 0
		for _, e := range b.Entries {
			n += e.Count
		}
		fmt.Fprintf(o.Stderr, "kvlint ci: wrote %s: %d finding(s) in %d entr(ies)\n", fl.baselinePath, n, len(b.Entries))
		return ExitClean
	}
	return summarize(o.Stderr, r)
}

// newFlagSet defines kvlint ci's flags into fl.
func newFlagSet(fl *flags, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("kvlint ci", flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Var(&fl.src, "config", "policy file (default: nearest "+policy.FileName+" up to the module root, else the embedded kubevirt profile)")
	fs.StringVar(&fl.format, "format", "text", "output format: "+strings.Join(output.Formats, ", "))
	fs.StringVar(&fl.out, "o", "", "write the output to `FILE` instead of standard output")
	fs.StringVar(&fl.baselinePath, "baseline", "", "baseline `FILE`: only findings not in it fail the run; stale entries are listed")
	fs.BoolVar(&fl.writeBaseline, "write-baseline", false, "write every current finding to the -baseline file and exit 0")
	fs.BoolVar(&fl.tests, "tests", false, "also analyse test files")
	fs.BoolVar(&fl.verbose, "v", false, "print what was loaded and how long each phase took, on standard error")
	fs.StringVar(&fl.root, "root", "", "source root that paths are relative to (default: the repository, found by .git, containing the main module)")
	// For performance measurements only: replace the passes by a null
	// analyzer ("null": no facts; "nullfacts": declares a fact type).
	fs.StringVar(&fl.debugSet, "debug-analyzers", "", "")
	// For performance work: the live heap once analysis is done (the peak:
	// everything loaded is still reachable).
	fs.StringVar(&fl.memProfile, "debug-memprofile", "", "")
	// For performance work: a CPU profile of the analysis phase.
	fs.StringVar(&fl.cpuProfile, "debug-cpuprofile", "", "")
	fs.Usage = func() {
		fmt.Fprint(w, usage)
		fs.VisitAll(func(f *flag.Flag) {
			if f.Usage == "" {
				return // hidden
			}
			name, u := flag.UnquoteUsage(f)
			fmt.Fprintf(w, "  -%s %s\n    \t%s\n", f.Name, name, u)
		})
	}
	return fs
}

// summarize prints the counts and the stale baseline entries and returns the
// exit status.
func summarize(w io.Writer, r *output.Results) int {
	var newN, accepted, suppressed int
	for i := range r.Findings {
		switch {
		case r.Findings[i].Suppressed:
			suppressed++
		case r.IsNew(i):
			newN++
		default:
			accepted++
		}
	}
	for _, s := range r.Stale {
		fmt.Fprintf(w, "kvlint ci: %s\n", output.StaleLine(s))
	}
	if newN+accepted+suppressed+len(r.Stale) > 0 {
		fmt.Fprintf(w, "kvlint ci: %d new finding(s), %d accepted by the baseline, %d suppressed by directives, %d stale baseline entr(ies)\n",
			newN, accepted, suppressed, len(r.Stale))
	}
	if newN > 0 {
		return ExitFindings
	}
	return ExitClean
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

func containsPolicy(ps []*policy.Policy, p *policy.Policy) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// policyNames names the policies a run used, paths relative to root.
func policyNames(ps []*policy.Policy, root string) []string {
	var out []string
	for _, p := range ps {
		name := p.Name
		if rel, err := filepath.Rel(root, name); err == nil && filepath.IsAbs(name) && !strings.HasPrefix(rel, "..") {
			name = filepath.ToSlash(rel)
		}
		out = append(out, name)
	}
	return out
}

func packageDirs(pkgs []*packages.Package) []string {
	seen := map[string]bool{}
	var dirs []string
	for _, p := range pkgs {
		if len(p.GoFiles) == 0 {
			continue
		}
		d := filepath.Dir(p.GoFiles[0])
		if !seen[d] {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	sort.Strings(dirs)
	return dirs
}

// sourceRoot is the repository containing the main module (the nearest
// directory with .git at or above the module root), else the module root,
// else the working directory.
func sourceRoot(roots []*packages.Package, wd string) string {
	start := ""
	for _, p := range roots {
		if p.Module != nil && p.Module.Main && p.Module.Dir != "" {
			start = p.Module.Dir
			break
		}
	}
	if start == "" {
		return wd
	}
	for d := start; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return start
		}
		d = parent
	}
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
