package hostprim

import (
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
)

// Name is the analyzer name; SectionKey the policy section it reads.
const (
	Name       = codes.PassHostprim
	SectionKey = "hostprim"
)

// Analyzer finds its policy by discovery (for go vet and nogo).
var Analyzer = Pass().New(passkit.Settings{})

// Pass is hostprim as the registry lists it, for drivers that build the
// analyzer with their own settings.
func Pass() passkit.Pass {
	return passkit.Pass{
		Name:      Name,
		Doc:       doc,
		Code:      "HP1001",
		FactTypes: []analysis.Fact{new(reachFact), new(podRootFact)},
		Describe:  Describe,
		Spec: passkit.Spec{
			Section:    SectionKey,
			NewSection: NewSection,
			OptIn:      func(sec policy.Section) map[string]bool { return sec.(*Config).optIn() },
			Body:       run,
		},
	}
}

// NewSection returns an empty policy section.
func NewSection() policy.Section { return new(Config) }

func run(ctx *passkit.Context) (any, error) {
	// Facts of packages outside the module are never needed: primitives are
	// matched at their call sites by selector, so only the module's own
	// functions carry summaries.
	if !ctx.Report.InModule() {
		return nil, nil
	}
	cfg := ctx.Section.(*Config)
	r := cfg.rules()
	if ctx.Report.Enabled("HP1004") {
		reportPodRoot(ctx, &cfg.PodRoot, r)
	}
	if len(r.cats) == 0 && len(r.bare) == 0 {
		return nil, nil
	}
	pass := ctx.Pass
	m := newMatcher(r, pass.TypesInfo, pass.Files)
	imp, exp := effects.FactIO[reachFact](pass)
	res := effects.Compute(pass, ctx.Inspector(), effects.Spec{Direct: m.direct, Import: imp, Export: exp, Site: ctx.Site})
	reportRaw(ctx, r, res)
	reportReach(ctx, r, res)
	reportBareExec(ctx, r, m.execs)
	if ctx.Sites {
		return collectSites(ctx, r, res), nil
	}
	return nil, nil
}
