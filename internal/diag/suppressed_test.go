package diag_test

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/run"
)

// rawAnalyzer reports HP1001 at every call of raw, noting to r (nil: a run
// of its own).
func rawAnalyzer(t *testing.T, r *run.Run) *analysis.Analyzer {
	return stubPass(t, testPolicy, r, func(ctx *passkit.Context, call *ast.CallExpr) {
		if calleeName(call) == "raw" {
			ctx.Report.Reportf("HP1001", call.Pos(), call.End(), "raw primitive")
		}
	})
}

// describe renders a diagnostic's category with what the run noted of it:
// CODE[ subject:S][ suppressed:R].
func describe(d analysis.Diagnostic, n run.Note) string {
	s := d.Category
	if n.Subject != "" {
		s += " subject:" + n.Subject
	}
	if n.Suppressed {
		s += " suppressed:" + n.Reason
	}
	return s
}

// The checker never gets a suppressed diagnostic, under any driver, and a
// category is always the bare code: go vet and golangci-lint show what
// they get. The run holds the suppressed ones with their reasons, and the
// subjects, for the driver that lists them (kvlint ci).
func TestSuppressedGoToTheRunNotTheChecker(t *testing.T) {
	r := run.New()
	var noted, reported, suppressed []string
	analyzeNoted(t, rawAnalyzer(t, r), r, "example.com/a", func(fset *token.FileSet, d analysis.Diagnostic, n run.Note) {
		at := filepath.Base(fset.Position(d.Pos).String())
		assert.Regexp(t, `^[A-Z]{2}[0-9]{4}$`, d.Category, "%s: the category is the bare code", at)
		noted = append(noted, at+" "+describe(d, n))
		if n.Suppressed {
			suppressed = append(suppressed, at+" "+describe(d, n))
		} else {
			reported = append(reported, at+" "+d.Category)
		}
	})
	// What the checker got, once more, from a run nobody reads.
	var checker []string
	analyzeTestdata(t, rawAnalyzer(t, nil), "example.com/a", func(fset *token.FileSet, d analysis.Diagnostic) {
		checker = append(checker, filepath.Base(fset.Position(d.Pos).String())+" "+d.Category)
	})
	sort.Strings(reported)
	sort.Strings(checker)
	assert.Equal(t, checker, reported, "the checker gets exactly the diagnostics no directive suppressed")
	assert.NotEmpty(t, suppressed)
	assert.Contains(t, noted, "a.go:30:68 KV0001 subject:ignore HP1001")
	assert.Contains(t, noted, "a.go:41:70 KV0001 subject:ignore hostprim")
	assert.Contains(t, suppressed, "a.go:11:2 HP1001 suppressed:the wrapper itself")
	assert.Contains(t, suppressed, "a.go:16:2 HP1001 suppressed:the wrapper itself")
	assert.Contains(t, suppressed, "a.go:21:2 HP1001 suppressed:whole pass, with a reason")
	for _, c := range suppressed {
		assert.NotContains(t, c, "excluded_gen.go", "exclude: still drops findings entirely")
	}
}
