package statusfield

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Name is the analyzer name; SectionKey the policy section it reads.
const (
	Name       = codes.PassStatusfield
	SectionKey = "statusfield"
)

// Analyzer finds its policy by discovery (for go vet and nogo).
var Analyzer = Pass().New(passkit.Settings{})

// Pass is statusfield as the registry lists it, for drivers that build the
// analyzer with their own settings.
func Pass() passkit.Pass {
	return passkit.Pass{
		Name:      Name,
		Doc:       doc,
		Code:      "SF1001",
		FactTypes: []analysis.Fact{new(writesFact)},
		Describe:  Describe,
		Spec: passkit.Spec{
			Section:    SectionKey,
			NewSection: NewSection,
			Body:       run,
		},
	}
}

// NewSection returns an empty policy section.
func NewSection() policy.Section { return new(Config) }

func run(ctx *passkit.Context) (any, error) {
	cfg := ctx.Section.(*Config)
	// Facts are needed only for the module's own packages: vendor and the
	// standard library never write an owned field on a component's behalf
	// (the API package's generated deep-copy code would claim to write them
	// all).
	if !ctx.Report.InModule() || len(cfg.Types) == 0 {
		return nil, nil
	}
	tables := make([]*table, len(cfg.Types))
	for i, t := range cfg.Types {
		tables[i] = newTable(t)
	}
	byObj, list, err := ownedTypes(tables, ctx.Pass.Pkg, ctx.Stale)
	if err != nil {
		return nil, err
	}
	a := newAnalyzer(ctx, cfg, tables, byObj, list)
	ins := ctx.Inspector()
	direct := func(n ast.Node) []effects.Direct { return nil }
	if len(byObj) > 0 {
		a.prepare(ins)
		direct = a.direct
	}
	pass := ctx.Pass
	imp, exp := effects.FactIO[writesFact](pass)
	res := effects.Compute(pass, ins, effects.Spec{Direct: direct, Import: imp, Export: exp, Site: ctx.Site})
	a.report(res)
	if ctx.Sites {
		return sites.FromEffects(res, pass.Pkg, ctx.Component, ctx.Policy.ComponentOf), nil
	}
	return nil, nil
}
