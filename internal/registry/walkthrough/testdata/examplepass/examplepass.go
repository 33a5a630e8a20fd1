package examplepass

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

const name = "examplepass"

// Analyzer finds its policy by discovery. The definition is the pass as the
// registry lists it: its codes come with it (the first is the one its URL
// points to), the section key is its name, and it has no Describe (it
// shows in the map by its sites).
var Analyzer = registry.Register(passkit.Def{
	Name:       name,
	Doc:        doc,
	Codes:      []codes.Code{{ID: "XP9001", Pass: name, Title: "component reaches a beep it is not allowed"}},
	FactTypes:  []analysis.Fact{new(beepFact)},
	NewSection: passkit.EmptySection[config],
	Body:       run,
})

// config is the examplepass policy section.
type config struct {
	Beeps      []selector.Selector `yaml:"beeps"`
	Components []string            `yaml:"components"`
	Pos        policy.Pos
}

func (c *config) Validate(p *policy.Policy) error {
	for _, n := range c.Components {
		if err := p.CheckComponent(n, c.Pos, false); err != nil {
			return err
		}
	}
	return nil
}

// beepFact is the pass's own summary fact: which functions beep.
type beepFact struct{ effects.Summary }

func (*beepFact) AFact() {}

// key is the one effect this pass follows.
const key = "beep"

func run(ctx *passkit.Context) (any, error) {
	cfg := ctx.Section.(*config)
	beeps := selector.NewSet(cfg.Beeps...)
	info := ctx.Pass.TypesInfo
	direct := func(n ast.Node) []effects.Direct {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return nil
		}
		fn := code.Callee(info, call)
		if _, ok := beeps.Match(fn); !ok {
			return nil
		}
		return []effects.Direct{{Key: key, API: selector.Name(fn), Pos: call.Pos(), End: call.End()}}
	}
	imp, exp := effects.FactIO[beepFact](ctx.Pass)
	res := effects.Compute(ctx.Pass, ctx.Inspector(), effects.Spec{Direct: direct, Import: imp, Export: exp, Site: ctx.Site, Pending: ctx.Pending()})
	comp := ctx.Component
	if comp != policy.Shared && !slices.Contains(cfg.Components, comp) {
		for _, s := range res.Sites {
			ctx.Report.On(s.API).Reportf("XP9001", s.Pos, s.End, "%s beeps via %s", comp, s.API)
		}
		outside := func(p *types.Package) bool { return ctx.Policy.ComponentOf(p.Path()) != comp }
		for c := range res.Crossings(outside, nil) {
			ctx.Report.On("via "+c.Callee.FullName()).Report("XP9001", analysis.Diagnostic{
				Pos: c.Node.Pos(), End: c.Node.End(), Related: ctx.Related(c.Witness, "calls"),
				Message: comp + " beeps via " + c.Witness.Chain[0],
			})
		}
	}
	if ctx.Sites {
		return sites.FromEffects(res, ctx.Pass.Pkg, comp, ctx.Policy.ComponentOf), nil
	}
	return nil, nil
}
