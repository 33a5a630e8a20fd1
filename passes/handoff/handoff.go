package handoff

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/registry"
	"github.com/kvlint/kvlint/internal/sites"
)

// name is the analyzer name and the policy section it reads.
const name = codes.PassHandoff

// Analyzer finds its policy by discovery (for go vet and nogo). Drivers
// that build the analyzer with their own settings read the definition from
// internal/registry.
var Analyzer = registry.Register(passkit.Def{
	Name:       name,
	Doc:        doc,
	FactTypes:  []analysis.Fact{new(channelFact), new(keyUseFact), new(keyConstsFact), new(keySetFact), new(keySettersFact), new(returnedKeysFact), new(keyMapsFact), new(keyParamsFact), new(keylessWriterFact)},
	Describe:   mapPolicy,
	NewSection: passkit.EmptySection[config],
	Body:       run,
})

func run(ctx *passkit.Context) (any, error) {
	// The generated main package of a test binary (pkg.test) is not code
	// anyone wrote.
	if strings.HasSuffix(ctx.Pass.Pkg.Path(), ".test") {
		return nil, nil
	}
	cfg := ctx.Section.(*config)
	ins := ctx.Inspector()
	comp := component(ctx)
	checkImports(ctx, cfg, comp)
	checkRestrictedFuncs(ctx, cfg, ins)
	// The key constants in reach, found once for HO1003, HO1005, HO1007
	// and the map: the search can walk the whole import graph.
	var keys, longKeys map[string][]*types.Const
	if len(cfg.Keys.Packages) > 0 {
		km := collectKeys(ctx.Pass, cfg.Keys.Packages, cfg.Keys.MinLength, passkit.Shared[keyConsts](ctx, "keyConsts"))
		keys, longKeys = km.all, km.long
		if km.fact != nil && !ctx.ExternalTest() { // nothing imports an external test package
			ctx.Pass.ExportPackageFact(km.fact)
		}
	}
	// A key package spells its own values: neither HO1003 nor HO1005.
	keyPkg := isKeyPath(importerPath(ctx), cfg.Keys.Packages)
	var places *keyPlaces
	var typed []typedKeyUse
	if !keyPkg {
		places = newKeyPlaces(ctx, &cfg.Keys.NearMiss, ins)
		typed = typedKeys(ctx, ins, places, longKeys, keys)
	}
	unseen, kp := checkKeyOwners(ctx, cfg, ins, comp, keys, typed)
	res := checkChannels(ctx, cfg, ins, comp)
	var literals []sites.Site
	if !keyPkg {
		literals = checkKeys(ctx, typed)
		if ctx.Report.Enabled("HO1005") {
			checkNearKeys(ctx, cfg, places, keys)
		}
		checkEscapedKeys(ctx, ins, keys)
	}
	if ctx.Sites {
		out := collectSites(ctx, cfg, ins, comp, res, keys, typed, kp)
		out.Sites = append(out.Sites, literals...)
		out.Sites = append(out.Sites, unseenSites(ctx.Pass, unseen)...)
		return out, nil
	}
	return nil, nil
}

// component is the component of the package under analysis. An external
// test package (pkg_test, told by its files) belongs where pkg belongs.
func component(ctx *passkit.Context) string {
	if ctx.ExternalTest() {
		return ctx.Policy.ComponentOf(strings.TrimSuffix(ctx.Pass.Pkg.Path(), "_test"))
	}
	return ctx.Component
}
