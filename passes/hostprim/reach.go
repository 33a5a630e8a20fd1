package hostprim

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// reportReach reports HP1002: code of a component reaches a category the
// component is not allowed, either directly or by calling code outside its
// component whose summary reaches it. A chain is reported at the boundary
// edge, once per calling function, callee and category, so one bad helper is
// one finding per caller rather than one per line of the helper.
func reportReach(ctx *passkit.Context, r *rules, res *effects.Result) {
	comp := ctx.Component
	if comp == policy.Shared {
		return
	}
	for _, s := range res.Sites {
		cat := r.byName[s.Key]
		if cat.allowed[comp] {
			continue
		}
		ctx.Report.On(cat.name+" "+s.API).Reportf("HP1002", s.Pos, s.End, "%s reaches %s via %s", comp, cat.name, s.API)
	}

	outside := func(p *types.Package) bool { return ctx.Policy.ComponentOf(p.Path()) != comp }
	keep := func(_ effects.Edge, k string) bool {
		cat := r.byName[k]
		return cat != nil && !cat.allowed[comp]
	}
	for c := range res.Crossings(outside, keep) {
		cat := r.byName[c.Key]
		ctx.Report.On(cat.name+" via "+c.Callee.FullName()).Report("HP1002", analysis.Diagnostic{
			Pos: c.Node.Pos(), End: c.Node.End(), Related: ctx.Related(c.Witness, "calls"),
			Message: fmt.Sprintf("%s reaches %s via %s", comp, cat.name, c.Witness.Chain[0]),
		})
	}
}

// reportInitReach reports HP1002 at an import: a component that imports a
// package of another component or shared code runs that package's
// initialization (its imports', its package-level initializers, its init
// functions) without calling anything, so it reaches what that
// initialization reaches. One finding per import and category.
func reportInitReach(ctx *passkit.Context, r *rules, res *effects.Result) {
	comp := ctx.Component
	if comp == policy.Shared {
		return
	}
	outside := func(p *types.Package) bool { return ctx.Policy.ComponentOf(p.Path()) != comp }
	for c := range res.InitCrossings(outside) {
		cat := r.byName[c.Key]
		if cat == nil || cat.allowed[comp] {
			continue
		}
		ctx.Report.On(cat.name+" via "+c.Witness.Chain[0]).Report("HP1002", analysis.Diagnostic{
			Pos: c.Import.Pos(), End: c.Import.End(), Related: ctx.Related(c.Witness, "calls"),
			Message: fmt.Sprintf("%s reaches %s via %s", comp, cat.name, c.Witness.Chain[0]),
		})
	}
}
