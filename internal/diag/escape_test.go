package diag_test

import (
	"go/ast"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// A message that quotes a policy string (a doc: with a newline) or source
// text reaches every driver's output on one line, with invisible and
// bidirectional characters escaped.
func TestReporterEscapesMessages(t *testing.T) {
	p, err := policy.Parse("test.yaml", []byte("version: 1\nmodule: [example.com/...]\n"))
	require.NoError(t, err)
	a := &analysis.Analyzer{
		Name:     codes.PassHostprim,
		Doc:      "test stand-in for a pass",
		Requires: []*analysis.Analyzer{inspect.Analyzer, directive.Analyzer},
		Run: passkit.Run(passkit.FromPolicy(p), passkit.Spec{
			Section:    "hostprim",
			NewSection: func() policy.Section { return new(emptySection) },
			Body: func(ctx *passkit.Context) (any, error) {
				ins := ctx.Pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
				ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
					ctx.Report.Report("HP1001", analysis.Diagnostic{
						Pos: n.Pos(), Message: "channel doc: line one\n::error file=x.go::forged \u202eevil",
						Related: []analysis.RelatedInformation{{Pos: n.Pos(), Message: "via\rthere"}},
					})
				})
				return nil, nil
			},
		}),
	}
	gopath, err := filepath.Abs("testdata")
	require.NoError(t, err)
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.LoadAllSyntax, Dir: filepath.Join(gopath, "src"),
		Env: append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS="),
	}, "example.com/lined")
	require.NoError(t, err)
	g, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
	require.NoError(t, err)
	n := 0
	for _, act := range g.Roots {
		require.NoError(t, act.Err)
		for _, d := range act.Diagnostics {
			n++
			assert.Equal(t, `HP1001: channel doc: line one\n::error file=x.go::forged \u202eevil`, d.Message)
			assert.Equal(t, `via\rthere`, d.Related[0].Message)
		}
	}
	assert.Positive(t, n)
}
