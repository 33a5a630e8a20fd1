package hostprim

import (
	"slices"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/sites"
)

// collectSites returns the package's primitive sites for `kvlint map`: every
// direct primitive (noted when the package is a wrapper of its category),
// every call that reaches a category in another component or shared code,
// the function summaries, and the categories the package is a wrapper of.
func collectSites(ctx *passkit.Context, r *rules, wraps map[string]wrapper, wrapped map[wrappedRun]wrapper, held map[wrappedRun]bool, res *effects.Result) *sites.Result {
	out := sites.FromEffects(res, ctx.Pass.Pkg, ctx.Component, ctx.Policy.ComponentOf).About(sites.TopicPrimitive, "")
	for _, cat := range r.cats {
		if _, ok := wraps[cat.name]; ok {
			out.Wraps = append(out.Wraps, cat.name)
		}
	}
	// A run through a wrapper package's exec wrapper is no raw site of this
	// package: the wrapper performs it (the summaries still carry it, so
	// the component's reach shows). Nor is the call of a variable that
	// holds a primitive: its initializer is.
	out.Sites = slices.DeleteFunc(out.Sites, func(s sites.Site) bool {
		_, ok := wrapped[wrappedRun{s.Pos, s.Key}]
		return (ok || held[wrappedRun{s.Pos, s.Key}]) && s.Kind == sites.Direct
	})
	for i := range out.Sites {
		s := &out.Sites[i]
		if s.Kind != sites.Direct {
			continue
		}
		if _, ok := wraps[s.Key]; ok {
			s.Note = sites.NoteWrapper
		}
	}
	return out
}
