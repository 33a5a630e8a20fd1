package statusfield

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/sites"
)

// name is the analyzer name and the policy section it reads.
const name = codes.PassStatusfield

// Analyzer finds its policy by discovery (for go vet and nogo). Drivers
// that build the analyzer with their own settings read the definition from
// internal/registry.
var Analyzer = registry.Register(passkit.Def{
	Name: name,
	Doc:  doc,
	FactTypes: []analysis.Fact{
		new(writesFact), new(paramWritesFact), new(valueParamsFact), new(pathParamsFact),
		new(predicateFact), new(rolePredFact), new(roleOpenFact), new(returnsFact),
	},
	Describe:   mapPolicy,
	NewSection: passkit.EmptySection[config],
	Body:       run,
})

func run(ctx *passkit.Context) (any, error) {
	cfg := ctx.Section.(*config)
	// The Body runs for the module's own packages only: vendor and the
	// standard library never write an owned field on a component's behalf
	// (the API package's generated deep-copy code would claim to write them
	// all).
	if len(cfg.Types) == 0 {
		return nil, nil
	}
	// What every package of the run would otherwise rebuild from this
	// section (owned.go).
	rt := passkit.Shared[resolvedTypes](ctx, "resolved")
	tables := rt.tables(cfg)
	see := sees(passkit.Shared[kvrun.Sight](ctx, "visible").Seen(ctx.Pass.Pkg, cfg.paths))
	byObj, list, err := ownedTypes(tables, see, rt.resolve(ctx.Stale))
	if err != nil {
		return nil, err
	}
	a := newAnalyzer(ctx, cfg, tables, byObj, list)
	a.see = see
	ins := ctx.Inspector()
	// Without an owned type the package writes no field by itself: only
	// the calls the call graph holds can reach one.
	direct, nodes := func(n ast.Node) []effects.Direct { return nil }, []ast.Node{}
	if len(byObj) > 0 {
		a.prepare(ins)
		direct, nodes = a.direct, directNodes
	}
	pass := ctx.Pass
	imp, exp := effects.FactIO[writesFact](pass)
	res := effects.Compute(pass, ins, effects.Spec{Direct: direct, Nodes: nodes, Import: imp, Export: exp, Site: ctx.Site, Files: ctx.Files, Pending: ctx.Pending()})
	a.report(res)
	a.exportParamWrites(pass.ExportObjectFact)
	a.exportValueParams(pass.ExportObjectFact)
	a.exportPathParams(pass.ExportObjectFact)
	a.exportPredicates(pass.ExportObjectFact)
	a.exportRolePredicates(pass.ExportObjectFact)
	if len(byObj) > 0 {
		a.exportReturns(pass.ExportObjectFact)
		a.checkRoles(ins)
	}
	if ctx.Sites {
		return a.markVerdicts(sites.FromEffects(res, pass.Pkg, ctx.Component, ctx.Policy.ComponentOf).About(sites.TopicStatus, "")), nil
	}
	return nil, nil
}
