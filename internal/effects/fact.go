package effects

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// Fact is a pass's own fact type for summaries: a struct that embeds
// Summary,
//
//	type reachFact struct{ effects.Summary }
//	func (*reachFact) AFact() {}
//
// Each pass declares its own so that passes never read each other's facts.
type Fact interface {
	analysis.Fact
	summary() *Summary
}

// summary is the fact's summary, decoded (Decoded). It is called through
// FactIO's type parameter PF, which unused does not follow.
func (s *Summary) summary() *Summary { return s.Decoded() } //nolint:unused // called as PF.summary in FactIO

// FactIO returns Spec.Import and Spec.Export closures that keep summaries in
// the pass's fact type F:
//
//	imp, exp := effects.FactIO[reachFact](pass)
func FactIO[F any, PF interface {
	*F
	Fact
}](pass *analysis.Pass) (imp func(*types.Func) *Summary, exp func(*types.Func, *Summary)) {
	// Most functions asked about have no fact: the import reads into
	// one scratch value, and a summary is made only when there is one.
	scratch := PF(new(F))
	imp = func(fn *types.Func) *Summary {
		if pass.ImportObjectFact(fn, scratch) {
			s := new(Summary)
			*s = *scratch.summary()
			return s
		}
		return nil
	}
	exp = func(fn *types.Func, s *Summary) {
		f := PF(new(F))
		*f.summary() = *s
		if fn == nil {
			pass.ExportPackageFact(f)
			return
		}
		pass.ExportObjectFact(fn, f)
	}
	return imp, exp
}

// InitIO returns Spec.ImportInit for a pass whose facts are of type F:
// what initializing an imported package reaches, from its package fact.
func InitIO[F any, PF interface {
	*F
	Fact
}](pass *analysis.Pass) func(*types.Package) *Summary {
	scratch := PF(new(F))
	return func(p *types.Package) *Summary {
		if pass.ImportPackageFact(p, scratch) {
			if s := scratch.summary(); len(s.Effects) > 0 {
				return &Summary{Effects: s.Effects}
			}
		}
		return nil
	}
}
