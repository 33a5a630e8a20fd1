package diag_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/passkit"
)

// rawAnalyzer reports HP1001 at every call of raw, showing suppressed
// findings when show is set.
func rawAnalyzer(t *testing.T, show bool) *analysis.Analyzer {
	return stubPass(t, testPolicy, show, func(ctx *passkit.Context, call *ast.CallExpr) {
		if calleeName(call) == "raw" {
			ctx.Report.Reportf("HP1001", call.Pos(), call.End(), "raw primitive")
		}
	})
}

// categories runs a over testdata package example.com/a and returns
// "line:category" for each diagnostic, sorted.
func categories(t *testing.T, a *analysis.Analyzer) []string {
	var out []string
	analyzeTestdata(t, a, "example.com/a", func(fset *token.FileSet, d analysis.Diagnostic) {
		out = append(out, filepath.Base(fset.Position(d.Pos).String())+" "+d.Category)
	})
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
	// Every other diagnostic, KV0001 included, is unchanged but for the
	// subject kvlint ci reads (KV0001's: the directive's verb and names).
	var rest []string
	for _, c := range shown {
		if !strings.Contains(c, "/suppressed:") {
			before, _, _ := strings.Cut(c, "/subject:")
			rest = append(rest, before)
		}
	}
	assert.Equal(t, plain, rest)
	assert.Contains(t, shown, "a.go:30:68 KV0001/subject:ignore HP1001")
	assert.Contains(t, shown, "a.go:41:70 KV0001/subject:ignore hostprim")
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
