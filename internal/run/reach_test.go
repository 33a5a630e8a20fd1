package run_test

import (
	"go/types"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/typestest"
)

// a imports b and c; both import their own package of path "api" (two
// vendored copies), and c imports "lib".
func sightGraph() (a, apiB, apiC, lib *types.Package) {
	apiB = types.NewPackage("api", "api")
	apiC = types.NewPackage("api", "api")
	lib = types.NewPackage("lib", "lib")
	b := types.NewPackage("b", "b")
	c := types.NewPackage("c", "c")
	b.SetImports([]*types.Package{apiB})
	c.SetImports([]*types.Package{apiC, lib})
	a = types.NewPackage("a", "a")
	a.SetImports([]*types.Package{b, c})
	return a, apiB, apiC, lib
}

func TestSightAnswersNamedAndOtherPaths(t *testing.T) {
	_, apiB, apiC, lib := sightGraph()
	c := types.NewPackage("c2", "c2")
	c.SetImports([]*types.Package{apiC, lib})
	named := 0
	paths := func() map[string]bool { named++; return map[string]bool{"api": true, "gone": true} }
	var s run.Sight
	see := s.Seen(c, paths)
	assert.Same(t, apiC, see("api"), "a named path the package sees")
	assert.Nil(t, see("gone"), "a named path it does not see")
	assert.Same(t, lib, see("lib"), "a path the section does not name is searched")
	assert.Nil(t, see("elsewhere"))
	b := types.NewPackage("b2", "b2")
	b.SetImports([]*types.Package{apiB})
	assert.Same(t, apiB, s.Seen(b, paths)("api"), "each package its own answer")
	assert.Equal(t, 1, named, "the paths are asked once per Sight")
}

// Where two visible packages share a path, the nearest, breadth first,
// answers: the first import's copy.
func TestSightTakesTheNearestOfTwoWithOnePath(t *testing.T) {
	a, apiB, _, _ := sightGraph()
	var s run.Sight
	see := s.Seen(a, func() map[string]bool { return map[string]bool{"api": true} })
	assert.Same(t, apiB, see("api"))
}

// What a package sees of the named paths, memoised for the run, is what the
// breadth-first search of its imports finds, also where one path is seen
// through two packages (a vendor directory), on random import graphs.
func TestSightAsSearched(t *testing.T) {
	paths := []string{"k/api/v1", "k/api/v2", "x/vendor/k/api/v1", "a", "b"}
	named := map[string]bool{"k/api/v1": true, "k/api/v2": true}
	search := func(p *types.Package, path string) *types.Package {
		for q := range code.Imports(p) {
			if selector.PkgPath(q) == path {
				return q
			}
		}
		return nil
	}
	for seed := range uint64(300) {
		r := rand.New(rand.NewPCG(seed, 3))
		pkgs := typestest.ImportGraph(r, 10, func(i int) *types.Package {
			path := paths[r.IntN(len(paths))]
			if r.IntN(3) > 0 {
				path += "/" + string(rune('0'+i))
			}
			return types.NewPackage(path, "p")
		})
		var s run.Sight
		for _, p := range pkgs {
			got := s.Seen(p, func() map[string]bool { return named })
			for path := range named {
				assert.Same(t, search(p, path), got(path), "seed %d package %s path %s", seed, p.Path(), path)
			}
		}
	}
}
