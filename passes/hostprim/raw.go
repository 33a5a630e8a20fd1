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
func reportRaw(ctx *passkit.Context, r *rules, wraps map[string]wrapper, res *effects.Result) {
	for name, w := range wraps {
		ctx.Expect(w.Pos, "hostprim.categories.%s.wrappers: no analysed package matching %s performs a %s primitive directly", name, w.Package, name)
	}
	for _, s := range res.Sites {
		cat := r.byName[s.Key]
		if w, ok := wraps[s.Key]; ok {
			ctx.Used(w.Pos)
			continue
		}
		ctx.Report.On(cat.name+" "+s.API).Reportf("HP1001", s.Pos, s.End,
			"%s is a raw %s primitive outside its wrapper packages", s.API, cat.name)
	}
}
