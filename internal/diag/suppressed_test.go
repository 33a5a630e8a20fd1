package diag_test

import (
	"go/ast"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// rawAnalyzer reports HP1001 at every call of raw, under settings s.
func rawAnalyzer(t *testing.T, show bool) *analysis.Analyzer {
	p, err := policy.Parse("test.yaml", []byte("version: 1\nmodule: [example.com/...]\nexclude: [\"*_gen.go\"]\n"))
	require.NoError(t, err)
	s := passkit.FromPolicy(p)
	s.ShowSuppressed = show
	return &analysis.Analyzer{
		Name:     codes.PassHostprim,
		Doc:      "test stand-in for a pass",
		Requires: []*analysis.Analyzer{inspect.Analyzer, directive.Analyzer},
		Run: passkit.Run(s, passkit.Spec{
			Section:    "hostprim",
			NewSection: func() policy.Section { return new(emptySection) },
			Body: func(ctx *passkit.Context) (any, error) {
				ins := ctx.Pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
				ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
					if id, ok := n.(*ast.CallExpr).Fun.(*ast.Ident); ok && id.Name == "raw" {
						ctx.Report.Reportf("HP1001", n.Pos(), n.End(), "raw primitive")
					}
				})
				return nil, nil
			},
		}),
	}
}

// categories runs a over testdata package example.com/a and returns
// "line:category" for each diagnostic, sorted.
func categories(t *testing.T, a *analysis.Analyzer) []string {
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  filepath.Join(gopath, "src"),
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, "example.com/a")
	require.NoError(t, err)
	require.Zero(t, packages.PrintErrors(pkgs))
	g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)
	var out []string
	for _, act := range g.Roots {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			out = append(out, filepath.Base(act.Package.Fset.Position(d.Pos).String())+" "+d.Category)
		}
	}
	sort.Strings(out)
	return out
}

func TestShowSuppressedMarksInsteadOfDropping(t *testing.T) {
	plain := categories(t, rawAnalyzer(t, false))
	shown := categories(t, rawAnalyzer(t, true))
	for _, c := range plain {
		assert.NotContains(t, c, "/suppressed:", "suppressed diagnostics must stay hidden by default")
	}

	var extra []string
	for _, c := range shown {
		if strings.Contains(c, "/suppressed:") {
			extra = append(extra, c)
		}
	}
	// Every other diagnostic, KV0001 included, is unchanged.
	var rest []string
	for _, c := range shown {
		if !strings.Contains(c, "/suppressed:") {
			rest = append(rest, c)
		}
	}
	assert.Equal(t, plain, rest)
	assert.Contains(t, extra, "a.go:11:2 HP1001/suppressed:the wrapper itself")
	assert.Contains(t, extra, "a.go:16:2 HP1001/suppressed:the wrapper itself")
	assert.Contains(t, extra, "a.go:21:2 HP1001/suppressed:whole pass, with a reason")
	for _, c := range extra {
		assert.NotContains(t, c, "excluded_gen.go", "exclude: still drops findings entirely")
	}
}

func TestParseCategory(t *testing.T) {
	code, sup, reason := diag.ParseCategory(diag.SuppressedCategory("SF1001", "target owns it: after handoff"))
	assert.Equal(t, "SF1001", code)
	assert.True(t, sup)
	assert.Equal(t, "target owns it: after handoff", reason)

	code, sup, reason = diag.ParseCategory("HP1001")
	assert.Equal(t, "HP1001", code)
	assert.False(t, sup)
	assert.Empty(t, reason)
}

func TestCategorySubjectRoundTrip(t *testing.T) {
	for _, c := range []struct{ category, code, subject, reason string }{
		{"HO1003", "HO1003", "", ""},
		{"HO1003/subject:kubevirt.io/api/core/v1.NodeNameLabel", "HO1003", "kubevirt.io/api/core/v1.NodeNameLabel", ""},
		{diag.SuppressedCategory("SF1001/subject:Phase", "why"), "SF1001", "Phase", "why"},
	} {
		code, subject, suppressed, reason := diag.ParseCategorySubject(c.category)
		if code != c.code || subject != c.subject || reason != c.reason || suppressed != (c.reason != "") {
			t.Errorf("%q: got %q %q %v %q", c.category, code, subject, suppressed, reason)
		}
	}
}
