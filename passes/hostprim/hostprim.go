package hostprim

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/registry"
)

// name is the analyzer name and the policy section it reads.
const name = codes.PassHostprim

// Analyzer finds its policy by discovery (for go vet and nogo). Drivers
// that build the analyzer with their own settings read the definition from
// internal/registry.
var Analyzer = registry.Register(passkit.Def{
	Name:       name,
	Doc:        doc,
	FactTypes:  []analysis.Fact{new(reachFact), new(podRootFact), new(podFieldFact), new(podStoredFact), new(execParamsFact), new(stringsFact), new(heldFact)},
	Describe:   mapPolicy,
	NewSection: passkit.EmptySection[config],
	OptIn:      func(sec policy.Section) map[string]bool { return sec.(*config).optIn() },
	Body:       run,
})

func run(ctx *passkit.Context) (any, error) {
	cfg := ctx.Section.(*config)
	r := cfg.rules()
	pass := ctx.Pass
	// One reading of the package's strings: the binaries runs name (HP1001)
	// and the programs HP1004 exempts.
	m := newMatcher(r, pass.TypesInfo, pass.Pkg, pass.Files, &syntax{ins: ctx.Inspector, locals: ctx.Locals, bodies: ctx.BodyCursors})
	m.productionOnly = productionFiles(ctx)
	m.importFact = pass.ImportObjectFact
	if ctx.Report.Enabled("HP1004") {
		if err := reportPodRoot(ctx, &cfg.PodRoot, r, m); err != nil {
			return nil, err
		}
	}
	if len(r.cats) == 0 && len(r.bare) == 0 {
		return nil, nil
	}
	m.cg = ctx.CallGraph()
	imp, exp := effects.FactIO[reachFact](pass)
	res := effects.Compute(pass, ctx.Inspector(), effects.Spec{Direct: m.direct, Narrowed: m.callDirect, Nodes: directNodes,
		Import: imp, Export: exp, ImportInit: effects.InitIO[reachFact](pass), Site: ctx.Site, Files: ctx.Files, Pending: ctx.Pending()})
	m.exportExecParams(pass.ExportObjectFact)
	m.exportHeld(pass.ExportObjectFact)
	m.exportStrResults(pass.ExportObjectFact)
	wraps := r.wrappers(ctx)
	reportRaw(ctx, r, wraps, m.wrapped, m.held, res)
	reportReach(ctx, r, res)
	reportInitReach(ctx, r, res)
	reportBareExec(ctx, r, m.execs)
	if ctx.Sites {
		return collectSites(ctx, r, wraps, m.wrapped, m.held, res), nil
	}
	return nil, nil
}
