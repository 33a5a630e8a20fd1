package effects_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// crossFact has no String of its own: fact tests print Summary's.
type crossFact struct{ effects.Summary }

func (*crossFact) AFact() {}

// crossingAnalyzer keeps its summaries with effects.FactIO and reports every
// crossing out of example.com/crossing, keeping only calls (a function value
// is filtered out before the once-per-caller-callee-key check).
var crossingAnalyzer = &analysis.Analyzer{
	Name:      "crossingtest",
	Doc:       "test analyzer for effects.Crossings and effects.FactIO",
	Requires:  []*analysis.Analyzer{inspect.Analyzer},
	FactTypes: []analysis.Fact{new(crossFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		imp, exp := effects.FactIO[crossFact](pass)
		apis := map[string]string{"Mount": "mount", "Chroot": "chroot"}
		res := effects.Compute(pass, ins, effects.Spec{
			Direct: func(n ast.Node) []effects.Direct {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return nil
				}
				fn := effects.Callee(pass.TypesInfo, call)
				if fn == nil || selector.PkgPath(fn.Pkg()) != "example.com/sys" {
					return nil
				}
				if key, ok := apis[fn.Name()]; ok {
					return []effects.Direct{{Key: key, API: selector.Name(fn), Pos: call.Pos(), End: call.End()}}
				}
				return nil
			},
			Import: imp,
			Export: exp,
			Site: func(p token.Pos) string {
				pos := pass.Fset.Position(p)
				return filepath.Base(pos.Filename) + ":" + strconv.Itoa(pos.Line)
			},
		})
		if pass.Pkg.Path() != "example.com/crossing" {
			return nil, nil
		}
		outside := func(p *types.Package) bool { return p != pass.Pkg }
		calls := func(e effects.Edge, _ string) bool {
			_, ok := e.Node.(*ast.CallExpr)
			return ok
		}
		for c := range res.Crossings(outside, calls) {
			pass.Reportf(c.Node.Pos(), "%s via %s", c.Key, c.Witness)
		}
		return nil, nil
	},
}

func TestCrossings(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), crossingAnalyzer, "example.com/crossing")
}
