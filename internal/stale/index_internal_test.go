package stale

import (
	"go/types"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/typestest"
)

// The memoised index must answer what the breadth-first search answers, for
// every package of an import graph, including graphs that show one path
// through two packages (a vendor directory outside module mode) and
// packages known only from export data.
func TestSelectorIndexSeesWhatTheSearchFinds(t *testing.T) {
	paths := []string{"a", "b", "c", "d", "e", "x/vendor/b", "f", "g"}
	for seed := range uint64(200) {
		r := rand.New(rand.NewPCG(seed, 1))
		pkgs := typestest.ImportGraph(r, 12, func(i int) *types.Package {
			p := types.NewPackage(paths[r.IntN(len(paths))]+"/"+string(rune('0'+i%3)), "p")
			if r.IntN(4) > 0 {
				p.MarkComplete()
			}
			return p
		})
		ix := &Index{want: map[string]bool{}}
		for _, p := range pkgs {
			if r.IntN(2) == 0 {
				ix.want[trimVendor(p.Path())] = true
			}
		}
		for _, p := range pkgs {
			want := completePackages(p, ix.want)
			got := ix.visible(p)
			assert.Equal(t, len(want), len(got), "seed %d package %s", seed, p.Path())
			for path, q := range want {
				assert.Same(t, q, got[path], "seed %d package %s path %s", seed, p.Path(), path)
			}
		}
	}
}

func trimVendor(path string) string {
	if len(path) > len("x/vendor/") && path[:len("x/vendor/")] == "x/vendor/" {
		return path[len("x/vendor/"):]
	}
	return path
}
