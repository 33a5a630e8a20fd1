// Package ci is the one analysis front end behind plain `kvlint` and
// `kvlint ci`: it loads the module in module-only fact mode (internal/core/load),
// runs the passes with golang.org/x/tools/go/analysis/checker (Analyze, which
// `kvlint map` calls too), compares the findings with a baseline, applies
// suggested fixes, and writes text, JSON, SARIF 2.1.0 or GitHub workflow
// commands.
//
// Exit status, for every subcommand: 0 clean (no finding outside the
// baseline), 1 findings (also with -format=json, and after -fix when some
// remain), 2 usage, configuration, load or analysis errors.
package core

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/core/load"
	"github.com/kvlint/kvlint/internal/core/output"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/safetext"
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
	// Command is the name in messages and usage: "kvlint" or "kvlint ci"
	// ("kvlint ci" when empty).
	Command string
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
	// SaveMap, when set, makes -save-map=FILE work: given the working
	// directory, it returns what the map adds to the run (cmd/kvlint sets
	// kvlint map's, internal/readmap, which imports this package).
	SaveMap func(wd string) Mapper
}

// Mapper adds what a map needs to a run's analyzers and writes the map of
// the finished analysis to a file.
type Mapper interface {
	Analyzers(func(passkit.Settings) []*analysis.Analyzer) func(passkit.Settings) []*analysis.Analyzer
	WriteMap(a *Analysis, file string) error
}

func (o *Options) defaults() {
	if o.Command == "" {
		o.Command = "kvlint ci"
	}
	if o.Stdout == nil {
		o.Stdout = os.Stdout
	}
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
}

// failf prints one error line prefixed by the command name and returns
// ExitError.
func (o *Options) failf(format string, a ...any) int {
	fmt.Fprintf(o.Stderr, o.Command+": "+format+"\n", a...)
	return ExitError
}

// Main runs the command with args and returns the exit status: parse and
// check the flags, read the baseline, analyse, then fix, compare with the
// baseline and write the results.
func Main(args []string, o Options) int {
	o.defaults()
	fl, patterns, code := parseFlags(args, &o)
	if fl == nil {
		return code
	}
	wd, err := workDir(o.Dir, fl.chdir)
	if err != nil {
		return o.failf("-C: %v", err)
	}
	base, err := o.readBaseline(fl)
	if err != nil {
		return o.failf("%v", err)
	}
	var mapper Mapper
	if fl.saveMap != "" {
		if o.SaveMap == nil {
			return o.failf("-save-map: %s cannot save a map", o.Command)
		}
		mapper = o.SaveMap(wd)
	}
	res, err := o.analyze(fl, wd, patterns, mapper)
	if err != nil {
		return o.printErr(err)
	}
	if mapper != nil {
		if err := mapper.WriteMap(res, fl.saveMap); err != nil {
			return o.failf("-save-map: %v", err)
		}
	}
	if err := checkTargets(fl, res); err != nil {
		return o.failf("%v", err)
	}
	r := o.results(fl, wd, res)
	if fl.fix {
		if err := o.fix(r.Findings, r.Root); err != nil {
			return o.failf("-fix: %v", err)
		}
	}
	if base != nil {
		r.States, r.Stale = baseline.Compare(base, r.Findings)
		r.PolicyStates, r.PolicyGone = baseline.ComparePolicy(base, r.PolicyRecordEntries())
	}
	return emit(&o, fl, r)
}

// readBaseline reads the -baseline file to compare with, or returns nil
// when there is none or -write-baseline replaces it.
func (o *Options) readBaseline(fl *flags) (*baseline.File, error) {
	if fl.baselinePath == "" || fl.writeBaseline {
		return nil, nil
	}
	base, err := baseline.Read(fl.baselinePath)
	if err != nil {
		return nil, err
	}
	if n := base.Legacy(); n > 0 {
		fmt.Fprintf(o.Stderr, "%s: %s: %s keyed by message, as an older kvlint wrote them; they accept only findings whose message is unchanged: rewrite the baseline with -write-baseline\n", o.Command, fl.baselinePath, count(n, "entry", "entries"))
	}
	if base.Policy == nil {
		fmt.Fprintf(o.Stderr, "%s: %s: no record of the stale policy entries, as an older kvlint wrote it: an entry skipped or made stale since is not compared; rewrite the baseline with -write-baseline\n", o.Command, fl.baselinePath)
	}
	return base, nil
}

// analyze runs the analysis core on the patterns, under the -debug
// profiles and analyzer set when asked.
func (o *Options) analyze(fl *flags, wd string, patterns []string, mapper Mapper) (*Analysis, error) {
	analyzers := o.Analyzers
	if mapper != nil {
		analyzers = mapper.Analyzers(analyzers)
	}
	var kvflow *analysis.Analyzer
	if fl.debugDispatch != "" {
		var err error
		if kvflow, err = flow.DebugAnalyzer(fl.debugDispatch); err != nil {
			return nil, err
		}
	}
	prof, err := startCPUProfile(fl.cpuProfile)
	if err != nil {
		return nil, fmt.Errorf("-debug-cpuprofile: %w", err)
	}
	res, err := Analyze(Request{
		Dir: wd, Env: o.Env, Tests: fl.tests, Root: fl.root,
		Source: &fl.src, Validate: o.Validate,
		Analyzers: func(s passkit.Settings) []*analysis.Analyzer {
			if fl.debugSet != "" {
				return []*analysis.Analyzer{NullAnalyzer(fl.debugSet == "nullfacts")}
			}
			s.Flow = kvflow
			return analyzers(s)
		},
		Verbose: verboseTo(fl.verbose, o.Stderr, o.Command),
	}, patterns...)
	prof.stop()
	if err != nil {
		return nil, err
	}
	if fl.memProfile != "" {
		if err := writeHeapProfile(fl.memProfile); err != nil {
			return nil, fmt.Errorf("-debug-memprofile: %w", err)
		}
	}
	return res, nil
}

// results turns the analysis result into what the output formats write,
// after saying which policies decide it: a nested .kvlint.yaml changes what
// is checked below it.
func (o *Options) results(fl *flags, wd string, res *Analysis) *output.Results {
	fmt.Fprintf(o.Stderr, "%s: %s\n", o.Command, output.PolicyLine(res.PolicyNames(wd)))
	return &output.Results{Version: o.Version, Root: res.Root, Findings: res.Findings, Policies: res.PolicyNames(res.Root),
		StalePolicy: res.Stale, StrictPolicy: fl.strictPolicy || res.Policy.StrictPolicy, Verbose: fl.verbose}
}

// fix applies the findings' suggested fixes, says how many it applied,
// and names each file it left alone and why.
func (o *Options) fix(findings []finding.Finding, root string) error {
	rep, err := applyFixes(findings, root)
	if err != nil {
		return err
	}
	for _, s := range rep.skipped {
		fmt.Fprintf(o.Stderr, "%s: -fix: %s\n", o.Command, safetext.Escape(s))
	}
	if rep.fixed > 0 {
		fmt.Fprintf(o.Stderr, "%s: fixed %s in %s\n", o.Command, count(rep.fixed, "finding", "findings"), count(rep.files, "file", "files"))
	}
	return nil
}

// printErr prints an analysis error one positioned line each and returns
// ExitError.
func (o *Options) printErr(err error) int {
	var le *load.Error
	var ae *AnalysisError
	switch {
	case errors.As(err, &le):
		for _, l := range le.Lines() {
			fmt.Fprintf(o.Stderr, "%s: %s\n", o.Command, l)
		}
		return o.failf("%s in packages that do not load or type-check; nothing was analysed: fix them or leave those packages out of the patterns", count(len(le.Problems), "problem", "problems"))
	case errors.As(err, &ae):
		for _, e := range ae.Errs {
			fmt.Fprintf(o.Stderr, "%s: %v\n", o.Command, e)
		}
		return o.failf("analysis failed in %s; no results were written", count(len(ae.Errs), "place", "places"))
	}
	return o.failf("%v", err)
}

// workDir resolves the -C directory against the base directory.
func workDir(base, chdir string) (string, error) {
	if base == "" {
		var err error
		if base, err = os.Getwd(); err != nil {
			return "", err
		}
	}
	if chdir != "" {
		if !filepath.IsAbs(chdir) {
			chdir = filepath.Join(base, chdir)
		}
		fi, err := os.Stat(chdir)
		if err != nil {
			return "", err
		}
		if !fi.IsDir() {
			return "", fmt.Errorf("%s is not a directory", chdir)
		}
		base = chdir
	}
	return filepath.Abs(base)
}

// parseFlags parses and checks the flags. A nil result means stop with the
// returned status (help, or a usage error already printed).
func parseFlags(args []string, o *Options) (*flags, []string, int) {
	fl := &flags{}
	fs := newFlagSet(fl, o.Stderr, o.Command)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, nil, ExitClean
		}
		return nil, nil, ExitError
	}
	patterns := fs.Args()
	fail := func(format string, a ...any) (*flags, []string, int) {
		return nil, nil, o.failf(format, a...)
	}
	switch {
	case len(patterns) == 0:
		return fail("no packages given: run e.g. %s ./... (%s -h lists the flags)", o.Command, o.Command)
	case !slices.Contains(output.Formats, fl.format):
		return fail("-format=%s: unknown format (want one of %s)", fl.format, strings.Join(output.Formats, ", "))
	case fl.writeBaseline && fl.baselinePath == "":
		return fail("-write-baseline needs -baseline=FILE to write to")
	case fl.out != "" && fl.baselinePath != "" && sameFile(fl.out, fl.baselinePath):
		return fail("-o %s is the -baseline file: the output would overwrite the baseline; write it elsewhere", fl.out)
	case fl.out != "" && sourceName(fl.out):
		return fail("-o %s: the output would overwrite a policy or Go source file; write it elsewhere", fl.out)
	case fl.writeBaseline && sourceName(fl.baselinePath):
		return fail("-baseline %s with -write-baseline: the baseline would overwrite a policy or Go source file; write it elsewhere", fl.baselinePath)
	case fl.debugSet != "" && fl.debugSet != "null" && fl.debugSet != "nullfacts":
		return fail("-debug-analyzers=%s: want null or nullfacts", fl.debugSet)
	case fl.debugDispatch != "" && fl.debugDispatch != "cha" && fl.debugDispatch != "stored":
		return fail("-debug-dispatch=%s: want cha or stored (a debug switch; leave it out for normal runs)", fl.debugDispatch)
	}
	for _, p := range patterns {
		if strings.HasPrefix(p, "-") {
			return fail("flag %s after the packages: flags go first, e.g. %s -format=json ./...", p, o.Command)
		}
	}
	return fl, patterns, ExitClean
}

// sameFile reports whether two paths name one file: the same cleaned path,
// or (when both exist) the same file through links.
func sameFile(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	if err1 == nil && err2 == nil && aa == bb {
		return true
	}
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// sourceName reports whether a file kvlint is asked to write is named as a
// policy or Go source file: output there would replace what decides, or is
// under, the check.
func sourceName(path string) bool {
	base := filepath.Base(path)
	return base == policy.FileName || strings.HasSuffix(base, ".go")
}

// checkTargets refuses an -o or -write-baseline target that is one of the
// run's policies or source files under another name (a link), before
// anything is written.
func checkTargets(fl *flags, res *Analysis) error {
	var targets []string
	if fl.out != "" {
		targets = append(targets, fl.out)
	}
	if fl.writeBaseline {
		targets = append(targets, fl.baselinePath)
	}
	if len(targets) == 0 {
		return nil
	}
	var inputs []string
	for _, p := range res.Used {
		inputs = append(inputs, p.Name)
	}
	if res.Load != nil {
		for _, p := range res.Load.Own {
			inputs = append(inputs, p.GoFiles...)
			inputs = append(inputs, p.OtherFiles...)
		}
	}
	for _, t := range targets {
		fi, err := os.Stat(t)
		if err != nil || !fi.Mode().IsRegular() {
			continue // a new file or a stream cannot be an input
		}
		for _, in := range inputs {
			if sameFile(t, in) {
				return fmt.Errorf("%s is %s, an input of this run: writing there would overwrite it; write it elsewhere", t, in)
			}
		}
	}
	return nil
}
