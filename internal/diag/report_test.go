package diag_test

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/run"
)

// testPolicy is the policy every stand-in pass here runs under.
const testPolicy = "version: 1\nmodule: [example.com/...]\nexclude: [\"*_gen.go\"]\n"

// stubPass stands in for a pass: it is named like the hostprim pass (so it
// owns HP codes) and calls report at every call expression, under the
// settings of policy text pol, noting to run r (nil: a run of its own).
func stubPass(t *testing.T, pol string, r *run.Run, report func(ctx *passkit.Context, call *ast.CallExpr)) *analysis.Analyzer {
	p := policytest.Parse(t, "test.yaml", pol)
	s := passkit.FromPolicy(p)
	s.Run = r
	return diagtest.StubPass(codes.PassHostprim, "hostprim", s, func(ctx *passkit.Context, calls []*ast.CallExpr) {
		for _, call := range calls {
			report(ctx, call)
		}
	})
}

// calleeName is the name of a call's function when it is a plain identifier.
func calleeName(call *ast.CallExpr) string {
	if id, ok := call.Fun.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// testAnalyzer reports HP1001 at every call of a function named raw and
// HP1003 (opt-in, off here) at every call of bare.
func testAnalyzer(t *testing.T) *analysis.Analyzer {
	return stubPass(t, testPolicy, nil, func(ctx *passkit.Context, call *ast.CallExpr) {
		switch calleeName(call) {
		case "raw":
			ctx.Report.Reportf("HP1001", call.Pos(), call.End(), "raw primitive")
		case "bare":
			ctx.Report.Reportf("HP1003", call.Pos(), call.End(), "bare exec")
		}
	})
}

// analyzeTestdata runs a with the checker driver over package pkg of the
// GOPATH tree in testdata and calls each for every diagnostic.
func analyzeTestdata(t *testing.T, a *analysis.Analyzer, pkg string, each func(fset *token.FileSet, d analysis.Diagnostic)) {
	analyzeNoted(t, a, nil, pkg, func(fset *token.FileSet, d analysis.Diagnostic, _ run.Note) { each(fset, d) })
}

// analyzeNoted is analyzeTestdata that also calls each for the diagnostics
// run r holds as suppressed, and gives each diagnostic its note in r.
func analyzeNoted(t *testing.T, a *analysis.Analyzer, r *run.Run, pkg string, each func(fset *token.FileSet, d analysis.Diagnostic, n run.Note)) {
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(gopath, "src"),
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, pkg)
	require.NoError(t, err)
	require.Zero(t, packages.PrintErrors(pkgs))
	g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)
	for _, act := range g.Roots {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			each(act.Package.Fset, d, r.NoteOf(a.Name, act.Package.Types, &d))
		}
		for _, s := range r.SuppressedOf(a.Name, act.Package.Types) {
			each(act.Package.Fset, s.Diagnostic, s.Note)
		}
	}
}

func TestDirectives(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer(t), "example.com/a")
	analysistest.Run(t, analysistest.TestData(), directive.Analyzer, "example.com/b")
}

func TestOutOfScopePackagesAreSilent(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer(t), "thirdparty.org/x")
}
