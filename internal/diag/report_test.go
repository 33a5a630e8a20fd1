package diag_test

import (
	"go/ast"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/directive"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

type emptySection struct{}

func (*emptySection) Validate(*policy.Policy) error { return nil }

// testAnalyzer stands in for a pass: it is named like the hostprim pass (so
// it owns HP codes) and reports HP1001 at every call of a function named raw
// and HP1003 (opt-in, off here) at every call of bare.
func testAnalyzer(t *testing.T) *analysis.Analyzer {
	p, err := policy.Parse("test.yaml", []byte("version: 1\nmodule: [example.com/...]\nexclude: [\"*_gen.go\"]\n"))
	require.NoError(t, err)
	return &analysis.Analyzer{
		Name:     codes.PassHostprim,
		Doc:      "test stand-in for a pass",
		Requires: []*analysis.Analyzer{inspect.Analyzer, directive.Analyzer},
		Run: passkit.Run(passkit.FromPolicy(p), passkit.Spec{
			Section:    "hostprim",
			NewSection: func() policy.Section { return new(emptySection) },
			Body: func(ctx *passkit.Context) (any, error) {
				ins := ctx.Pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
				ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
					id, ok := n.(*ast.CallExpr).Fun.(*ast.Ident)
					if !ok {
						return
					}
					switch id.Name {
					case "raw":
						ctx.Report.Reportf("HP1001", n.Pos(), n.End(), "raw primitive")
					case "bare":
						ctx.Report.Reportf("HP1003", n.Pos(), n.End(), "bare exec")
					}
				})
				return nil, nil
			},
		}),
	}
}

func TestDirectives(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer(t), "example.com/a")
	analysistest.Run(t, analysistest.TestData(), directive.Analyzer, "example.com/b")
}

func TestOutOfScopePackagesAreSilent(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), testAnalyzer(t), "thirdparty.org/x")
}
