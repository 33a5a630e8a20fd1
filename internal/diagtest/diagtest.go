// Package diagtest checks, on a pass's fixtures, what analysistest does not:
// the identity kvlint keys baselines by (every finding names a subject, so
// its fingerprint does not change when its message is reworded) and the
// related locations a diagnostic carries (analysistest ignores
// RelatedInformation).
package diagtest

import (
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/core/baseline"
	"github.com/kvlint/kvlint/internal/core/finding"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/stale"
)

// Diagnostic is one diagnostic of a fixture run with what kvlint ci would
// make of it.
type Diagnostic struct {
	analysis.Diagnostic
	Finding finding.Finding
	Fset    *token.FileSet
}

// Pass is a pass's analyzer with the run it reports its notes to (each
// finding's subject, the suppressed findings), as kvlint ci builds it.
type Pass struct {
	Analyzer *analysis.Analyzer
	Run      *run.Run
}

// Run runs p over the fixture packages of the GOPATH tree dir (see TestData)
// and returns its diagnostics, the suppressed ones included, with what
// kvlint ci makes of them (build p with UnderCI). The `// want`
// expectations are not checked here (the pass's own tests do that). A
// fixture that does not load or type-check, or a pass that fails, fails
// the test: a broken fixture must never pass as one with no findings.
func Run(t testing.TB, dir string, p Pass, pkgs ...string) []Diagnostic {
	t.Helper()
	roots, err := analyze(dir, p.Analyzer, pkgs...)
	if err != nil {
		t.Fatal(err)
	}
	var out []Diagnostic
	for _, act := range roots {
		pkg := act.Package
		add := func(d analysis.Diagnostic, n run.Note) {
			f := finding.Identify(&d, n, p.Analyzer.Name, pkg.PkgPath, pkg.Syntax, pkg.Fset)
			pos := pkg.Fset.Position(d.Pos)
			f.Path, f.Line, f.Col = filepath.Base(pos.Filename), pos.Line, pos.Column
			out = append(out, Diagnostic{Diagnostic: d, Fset: pkg.Fset, Finding: f})
		}
		for _, d := range act.Diagnostics {
			add(d, p.Run.NoteOf(p.Analyzer.Name, pkg.Types, &d))
		}
		for _, s := range p.Run.SuppressedOf(p.Analyzer.Name, pkg.Types) {
			add(s.Diagnostic, s.Note)
		}
	}
	return out
}

// analyze loads pkgs (with tests, as analysistest does) from the GOPATH
// tree dir and runs a on them. Any load, parse or type error of any package
// involved, and any failed action, is an error.
func analyze(dir string, a *analysis.Analyzer, pkgs ...string) ([]*checker.Action, error) {
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo |
			packages.NeedDeps | packages.NeedModule,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOPATH="+dir, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=-buildvcs=false"),
	}
	loaded, err := packages.Load(cfg, pkgs...)
	if err != nil {
		return nil, fmt.Errorf("loading %s from %s: %w", pkgs, dir, err)
	}
	if len(loaded) == 0 {
		return nil, fmt.Errorf("loading %s from %s: no packages matched", pkgs, dir)
	}
	var errs []string
	packages.Visit(loaded, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("fixture packages %s do not load: %s", pkgs, strings.Join(errs, "; "))
	}
	res, err := checker.Analyze([]*analysis.Analyzer{a}, loaded, nil)
	if err != nil {
		return nil, fmt.Errorf("analyzing %s: %w", pkgs, err)
	}
	for _, act := range res.Roots {
		if act.Err != nil {
			return nil, fmt.Errorf("%s on %s: %w", a.Name, act.Package.PkgPath, act.Err)
		}
	}
	return res.Roots, nil
}

// UnderCI builds a pass with newPass as kvlint ci does, under the policy
// file, with a run of its own.
func UnderCI(t *testing.T, policyFile string, newPass func(passkit.Settings) *analysis.Analyzer) Pass {
	t.Helper()
	p := policytest.Load(t, policyFile)
	r := run.New()
	return Pass{Analyzer: newPass(passkit.Settings{Source: policy.Fixed(p), Run: r}), Run: r}
}

// RunUnderCI runs a pass built with newPass as kvlint ci does (UnderCI)
// under the policy file policy, a path below the calling package's testdata
// directory, over packages of the fixture tree that holds that file (see
// TestData): "policy.yaml" for testdata itself, "cases/policy.yaml" for
// testdata/cases.
func RunUnderCI(t *testing.T, newPass func(passkit.Settings) *analysis.Analyzer, policy string, pkgs ...string) []Diagnostic {
	t.Helper()
	rel := filepath.FromSlash(policy)
	p := UnderCI(t, filepath.Join("testdata", rel), newPass)
	return Run(t, TestData(t, filepath.Dir(rel)), p, pkgs...)
}

// StubPass stands in for a pass in driver and reporter tests: an analyzer
// named name (a pass's name lets it report that pass's codes) that reads
// the policy section key as a section with no rules and calls body with
// each package's call expressions, in source order.
func StubPass(name, key string, s passkit.Settings, body func(ctx *passkit.Context, calls []*ast.CallExpr)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      "test stand-in for a pass",
		Requires: []*analysis.Analyzer{inspect.Analyzer, directive.Analyzer},
		Run: passkit.Run(s, passkit.Spec{
			Section:    key,
			NewSection: func() policy.Section { return new(emptySection) },
			Body: func(ctx *passkit.Context) (any, error) {
				var calls []*ast.CallExpr
				ins := ctx.Pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
				ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
					calls = append(calls, n.(*ast.CallExpr))
				})
				body(ctx, calls)
				return nil, nil
			},
		}),
	}
}

// emptySection is a policy section with no rules.
type emptySection struct{}

func (*emptySection) Validate(*policy.Policy) error { return nil }

// Errors records what analysistest.Run reports (unexpected and missing
// diagnostics) instead of failing the test, for a test that expects some.
type Errors []string

// Errorf implements analysistest.Testing.
func (e *Errors) Errorf(format string, args ...any) { *e = append(*e, fmt.Sprintf(format, args...)) }

// String joins the records, one a line.
func (e Errors) String() string { return strings.Join(e, "\n") }

// Stale runs analysistest over pkgs of dir with the pass newPass makes
// under policy p and a fresh stale log, and returns the stale entries
// (KV0003) as kvlint prints them. t may be an Errors, for a policy under
// which the fixture's own want lines do not hold.
func Stale(t analysistest.Testing, dir string, newPass func(passkit.Settings) *analysis.Analyzer, p *policy.Policy, pkgs ...string) []string {
	log := stale.NewLog()
	analysistest.Run(t, dir, newPass(passkit.Settings{Source: policy.Fixed(p), Stale: log}), pkgs...)
	return StaleLines(log)
}

// StaleLines returns a run's stale policy entries (KV0003) as kvlint
// prints them.
func StaleLines(log *stale.Log) []string {
	var out []string
	for _, e := range log.Entries() {
		out = append(out, e.String())
	}
	return out
}

// CheckSubjects asserts that every diagnostic names a subject; that its
// fingerprint stays the same when the message is replaced; that the
// subject-keyed fingerprints tell apart every two findings the message-keyed
// ones did (findings that share a fingerprint have the same message, so
// keying by subject loses nothing); and that each of the codes occurs.
func CheckSubjects(t *testing.T, ds []Diagnostic, codes ...string) {
	t.Helper()
	seen := map[string]bool{}
	byFP := map[string]*finding.Finding{}
	for i := range ds {
		f := &ds[i].Finding
		seen[f.Code] = true
		if f.Subject == "" {
			t.Errorf("%s:%d:%d: %s names no subject: %s", f.Path, f.Line, f.Col, f.Code, f.Message)
			continue
		}
		fp := baseline.KeyOf(f).Fingerprint()
		reworded := *f
		reworded.Message = "reworded: " + strings.ToUpper(f.Message)
		if got := baseline.KeyOf(&reworded).Fingerprint(); got != fp {
			t.Errorf("%s:%d:%d: %s: rewording the message changes the fingerprint", f.Path, f.Line, f.Col, f.Code)
		}
		if o, ok := byFP[fp]; ok && baseline.Normalize(o.Message) != baseline.Normalize(f.Message) {
			t.Errorf("%s:%d:%d and %s:%d:%d: %s findings with different messages share subject %q in %s",
				o.Path, o.Line, o.Col, f.Path, f.Line, f.Col, f.Code, f.Subject, f.Func)
		}
		byFP[fp] = f
	}
	for _, c := range codes {
		if !seen[c] {
			t.Errorf("no %s diagnostic in the fixtures: the subject of that code is untested", c)
		}
	}
}

// Link is an expected related location: "file.go:line" and a substring of
// its message.
type Link struct {
	At, Message string
}

// CheckRelated asserts that the diagnostic of code at "file.go:line" carries
// exactly the related locations want, in order.
func CheckRelated(t *testing.T, ds []Diagnostic, code, at string, want ...Link) {
	t.Helper()
	var found []Diagnostic
	for _, d := range ds {
		if d.Finding.Code == code && fmt.Sprintf("%s:%d", d.Finding.Path, d.Finding.Line) == at {
			found = append(found, d)
		}
	}
	if len(found) != 1 {
		t.Errorf("%s at %s: want one diagnostic, got %d", code, at, len(found))
		return
	}
	d := found[0]
	var got []Link
	for _, r := range d.Related {
		p := d.Fset.Position(r.Pos)
		got = append(got, Link{At: fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line), Message: r.Message})
	}
	ok := len(got) == len(want)
	for i := 0; ok && i < len(want); i++ {
		ok = got[i].At == want[i].At && strings.Contains(got[i].Message, want[i].Message)
	}
	if !ok {
		t.Errorf("%s at %s (%s): related locations\n got  %s\n want %s", code, at, d.Finding.Message, show(got), show(want))
	}
}

func show(ls []Link) string {
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = fmt.Sprintf("%s %q", l.At, l.Message)
	}
	return strings.Join(parts, "; ")
}
