// Package passkit is the plumbing every kvlint pass is built from: where its
// policy comes from, which codes are on, panic containment, and the per-package
// context a pass body runs in. Passes build analyzers from Settings, never
// from package state, so the golangci-lint plugin and go vet can build many
// independently configured copies.
package passkit

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/stale"
)

// Settings configure one analyzer instance.
type Settings struct {
	// Source yields the policy per package. Nil means discovery with no
	// -config flag.
	Source *policy.Source
	// Enable turns on opt-in codes; Disable turns codes off. Keys are codes
	// or pass names.
	Enable, Disable map[string]bool
	// Run is the driver's run: it keeps the memos and indexes the run's
	// packages share, and receives each diagnostic's subject and the
	// diagnostics a directive suppressed (see internal/run). Nil gives each
	// analyzer built from these settings a run of its own.
	Run *run.Run
	// DropRelated leaves related information (witness chains) out of every
	// diagnostic, for a driver that cannot show it as part of its finding:
	// golangci-lint v2 turns each related location into an issue of its
	// own, placed at the finding when it is in another file.
	DropRelated bool
	// FsetPositions says the driver prints each diagnostic's position with
	// pass.Fset (go vet, golangci-lint), which applies every //line
	// directive: the reporter moves a diagnostic that a //line would
	// misplace onto a copy of its file without them (diag.Reporter).
	FsetPositions bool
	// Sites asks passes to return the places they found (a *sites.Result)
	// as their analysis result, for `kvlint map`. Off, they return nil and
	// keep nothing.
	Sites bool
	// Files returns the physical files of a package as the driver's loader
	// listed them (see internal/physical); nil, or a nil result, derives
	// them from the pass's physical file names.
	Files func(*types.Package) *physical.Files
	// Stale receives the policy entries that name something the analysed
	// code lacks (KV0003). Nil drops them: the entries are skipped either
	// way.
	Stale *stale.Log
	// Flow is the kvflow analyzer every pass requires, one instance for
	// all passes built from these settings; nil is flow.Analyzer (kvlint's
	// hidden -debug-dispatch flag gives a flow.DebugAnalyzer).
	Flow *analysis.Analyzer
	// Pending is the kvpending analyzer (NewPending) every pass requires,
	// one instance for all passes built from these settings (Shared sets
	// it); nil gives each pass built by Def.New its own.
	Pending *analysis.Analyzer
}

// Shared returns s with the run and the pending analyzer that the passes
// built from it share: a driver calls it once and builds every pass from
// the result.
func (s Settings) Shared() Settings {
	if s.Run == nil {
		s.Run = run.New()
	}
	if s.Pending == nil {
		s.Pending = NewPending(s)
	}
	return s
}

// FromPolicy returns Settings that use p for every package.
func FromPolicy(p *policy.Policy) Settings { return Settings{Source: policy.Fixed(p)} }

// Enabled reports whether code c is on under these settings and the policy's
// own opt-ins (optIn lists codes the policy turned on).
func (s Settings) Enabled(c codes.Code, optIn map[string]bool) bool {
	if s.Disable[c.ID] || s.Disable[c.Pass] {
		return false
	}
	if c.OptIn {
		return s.Enable[c.ID] || optIn[c.ID]
	}
	return true
}

// Context is what a pass body gets for one package.
type Context struct {
	Pass      *analysis.Pass
	Files     *physical.Files // the package's physical files: what policy decides by
	Policy    *policy.Policy
	Section   policy.Section
	Report    *diag.Reporter
	Component string // component of this package, or policy.Shared
	// Sites: the driver wants the pass's sites as its result (Settings.Sites).
	Sites bool

	ins     *inspector.Inspector
	locals  *code.Locals
	bodies  *code.Bodies
	cg      *flow.CallGraph
	pending *effects.Pendings
	run     *run.Run
	stale   *stale.Checker
	pins    *packagePins
}

// Inspector returns an inspector over the package's files, built on first
// use. Passes use it instead of requiring inspect.Analyzer: because every pass
// declares facts, the checker runs a pass's requirements on every dependency
// (vendor and stdlib included) and keeps their results, and inspect's
// inspectors cost about 0.9 GB on KubeVirt for packages kvlint never reports
// on. A pass asks for the inspector only for packages in the module scope.
//
// The four passes of one run share a package's inspector through a weak
// cache (see inspectors), so it is usually built once, not four times.
func (c *Context) Inspector() *inspector.Inspector {
	if c.ins == nil {
		c.ins = Inspector(c.Pass)
		c.pins.keep(c.Pass.Pkg, func(pn *pin) { pn.ins = c.ins })
	}
	return c.ins
}

// Locals returns the index of the package's local variables' assignments,
// built on first use over the inspector's files and shared with the
// package's other passes like the inspector (see Locals).
func (c *Context) Locals() *code.Locals {
	if c.locals == nil {
		c.locals = localsOf(c.Pass, c.Inspector())
		c.pins.keep(c.Pass.Pkg, func(pn *pin) { pn.locals = c.locals })
	}
	return c.locals
}

// BodyCursors returns the index of the cursors of the package's function
// bodies (code.BodiesOf), built on first use over the inspector and shared
// with the package's other passes like the inspector (see bodies).
func (c *Context) BodyCursors() code.Bodies {
	if c.bodies == nil {
		c.bodies = bodiesOf(c.Pass, c.Inspector())
		c.pins.keep(c.Pass.Pkg, func(pn *pin) { pn.bodies = c.bodies })
	}
	return *c.bodies
}

// CallGraph returns the package's call graph (flow.CallGraphOf, usually
// the one kvpending built), fetched on first use and kept for the pass: the
// one place a pass asks for calls through interfaces and function values.
func (c *Context) CallGraph() *flow.CallGraph {
	if c.cg == nil {
		c.cg = flow.CallGraphOf(c.Pass, c.Files)
	}
	return c.cg
}

// ExternalTest reports whether the package is an external test package
// (physical.Files.ExternalTest): by its files, not by its name alone.
func (c *Context) ExternalTest() bool {
	return c.Files.ExternalTest(c.Pass.Fset, c.Pass.Pkg, c.Pass.Files)
}

// Site renders pos as "pkgdir/file.go:line", relative to the module when the
// package's module is known, for witness chains that cross packages.
func (c *Context) Site(pos token.Pos) string {
	p := c.Files.Position(c.Pass.Fset, c.Pass.Files, pos)
	dir := c.Pass.Pkg.Path()
	if c.Pass.Module != nil && c.Pass.Module.Path != "" {
		if rest, ok := strings.CutPrefix(dir, c.Pass.Module.Path); ok {
			dir = strings.TrimPrefix(rest, "/")
		}
	}
	name := filepath.Base(p.Filename)
	if dir != "" {
		name = dir + "/" + name
	}
	return fmt.Sprintf("%s:%d", name, p.Line)
}

// Spec describes a pass to Run.
type Spec struct {
	Section    string                // policy section key
	NewSection func() policy.Section // zero value of the section type
	OptIn      func(policy.Section) map[string]bool
	Body       func(*Context) (any, error) // called for the module's own packages only
}

// Run returns an analysis Run function for the spec. It resolves the policy,
// decodes the section, builds the reporter, runs the body, reports stale
// directives, and turns a panic into an ordinary one-line error so that one
// broken pass cannot crash the driver with a stack dump.
func Run(s Settings, spec Spec) func(*analysis.Pass) (any, error) {
	if s.Run == nil {
		s.Run = run.New()
	}
	pins := run.Shared[packagePins](s.Run, run.Key{Name: "passkit.pins"})
	pins.consume()
	return func(pass *analysis.Pass) (result any, err error) {
		defer func() {
			// A pass that declares a ResultType must return a value of
			// exactly that type, nil included, or the checker fails it.
			if result == nil && pass.Analyzer.ResultType != nil {
				result = reflect.Zero(pass.Analyzer.ResultType).Interface()
			}
		}()
		defer contain(&err, "kvlint pass "+pass.Analyzer.Name, pass)
		pol, fs, inScope, err := s.scope(pass)
		if err != nil || !inScope {
			return nil, err
		}
		// At most GOMAXPROCS bodies at once (see bodySlots).
		defer run.Shared[bodySlots](s.Run, run.Key{Name: "passkit.bodies"}).acquire(pass.Pkg, s.Run.CollectAt, s.Run.Packages*pins.count())()
		defer func() {
			if pins.done(pass.Pkg) && !s.Sites && s.Run.Finished != nil {
				s.Run.Finished(pass.Pkg)
			}
		}()
		sec, err := pol.Section(spec.Section, spec.NewSection)
		if err != nil {
			return nil, err
		}
		var optIn map[string]bool
		if spec.OptIn != nil {
			optIn = spec.OptIn(sec)
		}
		rep := diag.NewReporter(pass, pol, func(c codes.Code) bool { return s.Enabled(c, optIn) }, s.Run, fs)
		rep.DropRelated(s.DropRelated)
		rep.FsetPositions(s.FsetPositions)
		ctx := &Context{Pass: pass, Files: fs, Policy: pol, Section: sec, Report: rep, Component: pol.ComponentOf(pass.Pkg.Path()), Sites: s.Sites, run: s.Run, pins: pins}
		if s.Pending != nil {
			res, _ := pass.ResultOf[s.Pending].(*pendingResult)
			ctx.usePending(res)
		}
		ctx.stale = stale.NewChecker(s.Stale, pass.Analyzer.Name, pol.Refs(spec.Section), pass.Pkg, pass.Module, pol, sectionIndex(ctx))
		// The module's own packages only: the others are never reported
		// on, and no pass needs their facts (effects are summarised for
		// module code only; primitives are matched at their call sites).
		if rep.InModule() {
			ctx.stale.Judge(sec)
			result, err = spec.Body(ctx)
			if err != nil {
				return nil, err
			}
		}
		rep.Finish()
		return result, nil
	}
}

// scope returns the policy of pass's package, the one of its physical
// directory (the one the driver validated and names), and its physical
// files. inScope is false for a package outside the module scope: it is
// never reported on and its facts are never needed (effects are computed
// for module code only), so it costs no section decoding either: under go
// vet each of the thousands of dependency packages is its own process.
func (s Settings) scope(pass *analysis.Pass) (pol *policy.Policy, fs *physical.Files, inScope bool, err error) {
	src := s.Source
	if src == nil {
		src = &policy.Source{}
	}
	fs = s.filesOf(pass)
	if pol, err = src.ForDir(fs.Dir); err != nil {
		return nil, nil, false, err
	}
	return pol, fs, diag.InScope(pol, pass.Pkg.Path(), pass.Module), nil
}

func (s Settings) filesOf(pass *analysis.Pass) *physical.Files {
	if s.Files != nil {
		if fs := s.Files(pass.Pkg); fs != nil {
			return fs
		}
	}
	return physical.FromPass(pass)
}

// contain turns a panic in what (a pass, kvpending) on pass's package into
// *err, an ordinary one-line error: one broken analyzer must not crash the
// driver with a stack dump. Call it deferred.
func contain(err *error, what string, pass *analysis.Pass) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("internal error in %s on package %s: %v (please report this with the package; stack: %s)",
			what, pass.Pkg.Path(), r, firstFrames(debug.Stack()))
	}
}

// firstFrames keeps the stack to one line: the frames inside kvlint.
func firstFrames(stack []byte) string {
	var out []string
	for _, line := range strings.Split(string(stack), "\n") {
		line = strings.TrimSpace(line)
		if strings.Contains(line, "kvlint/") && strings.Contains(line, ".go:") && !strings.Contains(line, "passkit") {
			out = append(out, filepath.Base(strings.Fields(line)[0]))
		}
		if len(out) == 3 {
			break
		}
	}
	return strings.Join(out, " < ")
}
