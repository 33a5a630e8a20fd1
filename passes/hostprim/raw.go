package hostprim

import (
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
)

// reportRaw reports HP1001: a primitive performed directly by a package that
// is not one of its category's wrappers.
func reportRaw(ctx *passkit.Context, r *rules, res *effects.Result) {
	pkg := ctx.Pass.Pkg.Path()
	for _, s := range res.Sites {
		cat := r.byName[s.Key]
		if _, ok := cat.wrapper(pkg); ok {
			continue
		}
		ctx.Report.On(cat.name+" "+s.API).Reportf("HP1001", s.Pos, s.End,
			"%s is a raw %s primitive outside its wrapper packages (%s); call a wrapper, or list this package under hostprim.categories.%s.wrappers with a reason",
			s.API, cat.name, cat.wrapperText(), cat.name)
	}
}
