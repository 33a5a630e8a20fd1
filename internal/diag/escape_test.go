package diag_test

import (
	"go/ast"
	"go/token"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
)

// reportedAtCalls runs a stub pass that reports HP1001 with msg and one
// related location, related, at every call of example.com/lined, the
// reporter dropping related locations when drop, and returns the
// diagnostics the driver got: at least one.
func reportedAtCalls(t *testing.T, msg, related string, drop bool) []analysis.Diagnostic {
	t.Helper()
	a := stubPass(t, "version: 1\nmodule: [example.com/...]\n", nil, func(ctx *passkit.Context, call *ast.CallExpr) {
		ctx.Report.DropRelated(drop)
		ctx.Report.Report("HP1001", analysis.Diagnostic{
			Pos: call.Pos(), Message: msg,
			Related: []analysis.RelatedInformation{{Pos: call.Pos(), Message: related}},
		})
	})
	var out []analysis.Diagnostic
	analyzeTestdata(t, a, "example.com/lined", func(_ *token.FileSet, d analysis.Diagnostic) {
		out = append(out, d)
	})
	assert.NotEmpty(t, out)
	return out
}

// A message that quotes a policy string (a doc: with a newline) or source
// text reaches every driver's output on one line, with invisible and
// bidirectional characters escaped.
func TestReporterEscapesMessages(t *testing.T) {
	for _, d := range reportedAtCalls(t, "channel doc: line one\n::error file=x.go::forged \u202eevil", "via\rthere", false) {
		assert.Equal(t, `HP1001: channel doc: line one\n::error file=x.go::forged \u202eevil`, d.Message)
		assert.Equal(t, `via\rthere`, d.Related[0].Message)
	}
}

// DropRelated (golangci-lint's plugin) leaves the related locations out and
// the message as it is.
func TestReporterDropsRelatedWhenAsked(t *testing.T) {
	for _, drop := range []bool{false, true} {
		for _, d := range reportedAtCalls(t, "m", "a calls b", drop) {
			assert.Equal(t, "HP1001: m", d.Message)
			if drop {
				assert.Empty(t, d.Related)
			} else {
				assert.Len(t, d.Related, 1)
			}
		}
	}
}
