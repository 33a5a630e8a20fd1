package hostprim

import (
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/sites"
)

// collectSites returns the package's primitive sites for `kvlint map`: every
// direct primitive (noted when the package is a wrapper of its category),
// every call that reaches a category in another component or shared code,
// the function summaries, and the categories the package is a wrapper of.
func collectSites(ctx *passkit.Context, r *rules, wraps map[string]wrapper, wrapped map[wrappedRun]wrapper, res *effects.Result) *sites.Result {
	out := sites.FromEffects(res, ctx.Pass.Pkg, ctx.Component, ctx.Policy.ComponentOf).About(sites.TopicPrimitive, "")
	for _, cat := range r.cats {
		if _, ok := wraps[cat.name]; ok {
			out.Wraps = append(out.Wraps, cat.name)
		}
	}
	for i := range out.Sites {
		s := &out.Sites[i]
		if s.Kind != sites.Direct {
			continue
		}
		if _, ok := wraps[s.Key]; ok {
			s.Note = sites.NoteWrapper
		} else if _, ok := wrapped[wrappedRun{s.Pos, s.Key}]; ok {
			s.Note = sites.NoteWrapper // run by a wrapper package's exec wrapper
		}
	}
	return out
}
