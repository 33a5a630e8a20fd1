package diag_test

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
)

// A message that quotes a policy string (a doc: with a newline) or source
// text reaches every driver's output on one line, with invisible and
// bidirectional characters escaped.
func TestReporterEscapesMessages(t *testing.T) {
	a := stubPass(t, "version: 1\nmodule: [example.com/...]\n", nil, func(ctx *passkit.Context, call *ast.CallExpr) {
		ctx.Report.Report("HP1001", analysis.Diagnostic{
			Pos: call.Pos(), Message: "channel doc: line one\n::error file=x.go::forged \u202eevil",
			Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: "via\rthere"}},
		})
	})
	n := 0
	analyzeTestdata(t, a, "example.com/lined", func(_ *token.FileSet, d analysis.Diagnostic) {
		n++
		assert.Equal(t, `HP1001: channel doc: line one\n::error file=x.go::forged \u202eevil`, d.Message)
		assert.Equal(t, `via\rthere`, d.Related[0].Message)
	})
	assert.Positive(t, n)
}

// DropRelated (golangci-lint's plugin) leaves the related locations out and
// the message as it is.
func TestReporterDropsRelatedWhenAsked(t *testing.T) {
	pol := "version: 1\nmodule: [example.com/...]\n"
	var a *analysis.Analyzer
	for _, drop := range []bool{false, true} {
		a = stubPass(t, pol, nil, func(ctx *passkit.Context, call *ast.CallExpr) {
			ctx.Report.DropRelated(drop)
			ctx.Report.Report("HP1001", analysis.Diagnostic{
				Pos: call.Pos(), Message: "m",
				Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: "a calls b"}},
			})
		})
		n := 0
		analyzeTestdata(t, a, "example.com/lined", func(_ *token.FileSet, d analysis.Diagnostic) {
			n++
			assert.Equal(t, "HP1001: m", d.Message)
			if drop {
				assert.Empty(t, d.Related)
			} else {
				assert.Len(t, d.Related, 1)
			}
		})
		assert.Positive(t, n)
	}
}
