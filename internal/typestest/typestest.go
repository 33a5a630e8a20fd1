// Package typestest builds go/types values for tests: parsed and
// type-checked source snippets (source.go), and random acyclic import graphs
// for checking a memoised index against the search it replaces. Only
// _test.go files import it.
package typestest

import (
	"go/types"
	"math/rand/v2"
)

// ImportGraph returns n packages made by newPackage(i), each importing each
// earlier one with probability 1/3 (drawn from r after newPackage(i)): an
// acyclic graph, the same one for the same seed.
func ImportGraph(r *rand.Rand, n int, newPackage func(i int) *types.Package) []*types.Package {
	var pkgs []*types.Package
	for i := range n {
		p := newPackage(i)
		var imps []*types.Package
		for _, q := range pkgs {
			if r.IntN(3) == 0 {
				imps = append(imps, q)
			}
		}
		p.SetImports(imps)
		pkgs = append(pkgs, p)
	}
	return pkgs
}
