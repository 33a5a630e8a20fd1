package handoff

import (
	"go/types"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/typestest"
)

// The memoised key-package sets must be what the breadth-first search
// finds, for every package of an import graph, with exact and subtree key
// patterns and with one path seen through two packages (a vendor directory).
func TestKeyPackagesVisibleAsSearched(t *testing.T) {
	paths := []string{"k/api", "k/api/v1", "x/vendor/k/api", "a", "b", "c"}
	patSets := [][]policy.Pattern{
		{{Path: "k/api"}},
		{{Path: "k/api", Subtree: true}},
		{{Path: "k/api/v1"}, {Path: "a"}},
	}
	for seed := range uint64(300) {
		r := rand.New(rand.NewPCG(seed, 2))
		pats := patSets[r.IntN(len(patSets))]
		pkgs := typestest.ImportGraph(r, 10, func(i int) *types.Package {
			path := paths[r.IntN(len(paths))]
			if r.IntN(3) > 0 {
				path += "/" + string(rune('0'+i)) // mostly distinct paths
				if r.IntN(2) == 0 {
					path = paths[r.IntN(3)] // a key package, maybe twice
				}
			}
			return types.NewPackage(path, "p")
		})
		kc := &keyConsts{}
		for _, p := range pkgs {
			want := searchKeyPackages(p, pats)
			got, ok := kc.visible(p, pats)
			if !ok {
				continue // two key packages with one path: the search decides
			}
			assert.ElementsMatch(t, want, got, "seed %d package %s", seed, p.Path())
		}
	}
}
