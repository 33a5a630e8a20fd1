package effects_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/effects"
)

// crossFact has no String of its own: fact tests print Summary's.
type crossFact struct{ effects.Summary }

func (*crossFact) AFact() {}

// crossingAnalyzer keeps its summaries with effects.FactIO and reports every
// crossing out of example.com/crossing, keeping only calls (a function value
// is filtered out before the once-per-caller-callee-key check).
var crossingAnalyzer = sysAnalyzer[crossFact]("crossingtest", "test analyzer for effects.Crossings and effects.FactIO", nil,
	func(pass *analysis.Pass, res *effects.Result) {
		if pass.Pkg.Path() != "example.com/crossing" {
			return
		}
		outside := func(p *types.Package) bool { return p != pass.Pkg }
		calls := func(e effects.Edge, _ string) bool {
			_, ok := e.Node.(*ast.CallExpr)
			return ok
		}
		for c := range res.Crossings(outside, calls) {
			pass.Reportf(c.Node.Pos(), "%s via %s", c.Key, c.Witness)
		}
	})

func TestCrossings(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), crossingAnalyzer, "example.com/crossing")
}
