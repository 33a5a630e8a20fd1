package effects_test

import (
	"go/ast"
	"reflect"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// pendingAnalyzer exports every function's pending calls, as kvlint's
// pending analyzer does for its passes.
var pendingAnalyzer = &analysis.Analyzer{
	Name:       "pendingtest",
	Doc:        "pending calls for internal/effects tests",
	Requires:   []*analysis.Analyzer{inspect.Analyzer, flow.Analyzer},
	FactTypes:  []analysis.Fact{new(effects.PendingFact)},
	ResultType: reflect.TypeFor[*effects.Pendings](),
	Run: func(pass *analysis.Pass) (any, error) {
		imp, exp := effects.FactIO[effects.PendingFact](pass)
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		// No direct effects: what the solver finds is the pending calls alone.
		spec := sysSpec(pass, imp, exp)
		spec.Direct, spec.Nodes = func(ast.Node) []effects.Direct { return nil }, []ast.Node{}
		effects.Compute(pass, ins, spec)
		return effects.NewPendings(pass), nil
	},
}

// takesPendingFact is the fact of a pass that takes the pending calls from
// pendingAnalyzer (Spec.Pending) and so exports effects only.
type takesPendingFact struct{ effects.Summary }

func (*takesPendingFact) AFact()           {}
func (f *takesPendingFact) String() string { return f.Summary.String() }

// takesPending is testAnalyzer's pass with Spec.Pending set; it hands every
// package's result to seen.
func takesPending(seen func(*analysis.Pass, *effects.Result)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      "takespending",
		Doc:       "testAnalyzer, taking its pending calls from pendingtest",
		Requires:  []*analysis.Analyzer{inspect.Analyzer, flow.Analyzer, pendingAnalyzer},
		FactTypes: []analysis.Fact{new(takesPendingFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			imp, exp := effects.FactIO[takesPendingFact](pass)
			spec := sysSpec(pass, imp, exp)
			spec.Pending = pass.ResultOf[pendingAnalyzer].(*effects.Pendings)
			res := effects.Compute(pass, pass.ResultOf[inspect.Analyzer].(*inspector.Inspector), spec)
			reportEdges(pass, res)
			seen(pass, res)
			return nil, nil
		},
	}
}

// TestPassWithPendingFindsTheSame: a pass whose pending calls the pending
// analyzer exports finds every effect, with the same witnesses, that a
// pass carrying its own pending calls finds, through calls that resolve
// two packages up (the want lines testAnalyzer meets).
func TestPassWithPendingFindsTheSame(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), takesPending(func(*analysis.Pass, *effects.Result) {}), "example.com/mod/root")
}

// TestUnresolvedPendingCallsAreNotCarried: where the package's view
// resolves a pending call to nothing, a pass with Spec.Pending does not
// carry it (its export would drop it), while a pass that exports its own
// pending calls does. root's Main reaches the worker's three calls through
// fields: the setter and the hook, which the wiring package in root's view
// stores into, and the mock, which only the worker's test stores into.
func TestUnresolvedPendingCallsAreNotCarried(t *testing.T) {
	var mu sync.Mutex
	carried := map[string][]string{}
	record := func(name string) func(*analysis.Pass, *effects.Result) {
		return func(pass *analysis.Pass, res *effects.Result) {
			if pass.Pkg.Path() != "example.com/mod/root" {
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for fn, s := range res.Funcs {
				for _, p := range s.Pending {
					if fn.Name() == "Main" {
						carried[name] = append(carried[name], p.Key+"."+p.Method)
					}
				}
			}
		}
	}
	analysistest.Run(t, analysistest.TestData(), sysAnalyzer[reachFact]("recordown", "testAnalyzer, recording", func(pass *analysis.Pass, res *effects.Result) {
		reportEdges(pass, res)
		record("own")(pass, res)
	}), "example.com/mod/root")
	analysistest.Run(t, analysistest.TestData(), takesPending(record("taken")), "example.com/mod/root")
	assert.Len(t, carried["own"], 3, "setter, hook and mock")
	assert.Len(t, carried["taken"], 2, "setter and hook")
	assert.Subset(t, carried["own"], carried["taken"])
}
