package hostprim

import (
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
)

// reportRaw reports HP1001: a primitive performed directly by a package that
// is not one of its category's wrappers.
//
// A wrapper entry whose packages were analysed but perform none of its
// category's primitives is stale (KV0003): it would excuse the next raw call
// that lands there.
//
// A run through a wrapper package's exec wrapper (wrapped) is the wrapper's
// primitive, performed for this package: no HP1001 here, and the wrapper
// entry is in use.
func reportRaw(ctx *passkit.Context, r *rules, wraps map[string]wrapper, wrapped map[wrappedRun]wrapper, held map[wrappedRun]bool, res *effects.Result) {
	for name, w := range wraps {
		ctx.Expect(w.Pos, "hostprim.categories.%s.wrappers: no analysed package matching %s performs a %s primitive directly", name, w.Package, name)
	}
	for _, s := range res.Sites {
		if held[wrappedRun{s.Pos, s.Key}] {
			continue // raw where the variable is initialized
		}
		cat := r.byName[s.Key]
		w, ok := wraps[s.Key]
		if !ok {
			w, ok = wrapped[wrappedRun{s.Pos, s.Key}]
		}
		if ok {
			ctx.Used(w.Pos)
			continue
		}
		ctx.Report.On(cat.name+" "+s.API).Reportf("HP1001", s.Pos, s.End,
			"%s is a raw %s primitive outside its wrapper packages", s.API, cat.name)
	}
}
