package core

import "golang.org/x/tools/go/analysis"

// nullFact is the fact type the nullfacts analyzer declares: declaring one
// is what makes a checker run an analyzer on dependencies.
type nullFact struct{}

func (*nullFact) AFact() {}

// NullAnalyzer does nothing, so that a run measures loading and scheduling
// alone (the "null analyzer" of docs/goals.md): kvlint -debug-analyzers and
// kvlint-bench's -null and -nullfacts. With facts it is named nullfacts and
// declares a fact type.
func NullAnalyzer(facts bool) *analysis.Analyzer {
	a := &analysis.Analyzer{
		Name: "null",
		Doc:  "does nothing; for performance measurements",
		Run:  func(*analysis.Pass) (any, error) { return nil, nil },
	}
	if facts {
		a.Name = "nullfacts"
		a.FactTypes = []analysis.Fact{new(nullFact)}
	}
	return a
}
