package statusfield

import (
	"go/types"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/typestest"
)

// What a package sees of the packages the section names, memoised for the
// run, is what the breadth-first search of its imports finds, also where
// one path is seen through two packages (a vendor directory).
func TestVisiblePathsAsSearched(t *testing.T) {
	paths := []string{"k/api/v1", "k/api/v2", "x/vendor/k/api/v1", "a", "b"}
	cfg := &config{Types: []*typeRule{
		{Type: "k/api/v1.Status", Roles: []*role{{Is: selector.Selector{Pkg: "k/api/v2"}}}},
	}}
	named := []string{"k/api/v1", "k/api/v2"} // the paths the section names
	for seed := range uint64(300) {
		r := rand.New(rand.NewPCG(seed, 3))
		pkgs := typestest.ImportGraph(r, 10, func(i int) *types.Package {
			path := paths[r.IntN(len(paths))]
			if r.IntN(3) > 0 {
				path += "/" + string(rune('0'+i))
			}
			return types.NewPackage(path, "p")
		})
		v := &visiblePaths{}
		for _, p := range pkgs {
			got, want := v.seen(cfg, p), searchImports(p)
			for _, path := range named {
				assert.Same(t, want(path), got(path), "seed %d package %s path %s", seed, p.Path(), path)
			}
		}
	}
}
