package stale

import (
	"go/types"
	"sync"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/run"
)

// Every pass judges its section's selectors (JudgeSelectors) and an entry's
// requirements (Met) in every package of a run, and both need the packages
// the analysed package can see. Searching the transitive imports for each
// package, pass and entry cost about a sixth of kvlint's analysis time on
// KubeVirt, so the run keeps an Index per pass and section: the section's
// selectors, collected once, and what each package can see of their
// packages, computed once per package from its imports' answers.

// Index is what a run keeps for one section. The zero Index is ready; the
// first Checker to use it fills it from the section (Load).
type Index struct {
	once  sync.Once
	sels  []found
	want  map[string]bool // the selectors' package paths
	reach run.Reach
	// What sels[i] names that a package lacks depends on the selector and
	// that package alone, and every importer of the package asks again.
	judged run.Memo[judgeKey, string]
}

type judgeKey struct {
	sel int
	pkg *types.Package
}

// judge returns what sels[i] names that pkg lacks (why), computed once per
// selector and package.
func (ix *Index) judge(i int, pkg *types.Package, why func() string) string {
	return ix.judged.Get(judgeKey{i, pkg}, why)
}

// Load fills ix from a section's refs, once, and returns it.
func (ix *Index) Load(refs []policy.Ref) *Index {
	ix.once.Do(func() {
		ix.want = map[string]bool{}
		ix.sels = collectSelectors(refs)
		for _, s := range ix.sels {
			ix.want[s.Pkg] = true
		}
	})
	return ix
}

// visible returns, by import path, the wanted packages that this package
// can see (itself or a transitive import) and that are fully loaded: the
// answer of completePackages, from the section's index when it knows every
// wanted path.
func (c *Checker) visible(want map[string]bool) map[string]*types.Package {
	ix := c.index
	for path := range want {
		if !ix.want[path] {
			return completePackages(c.pkg, want)
		}
	}
	if c.found == nil {
		c.found = ix.visible(c.pkg)
	}
	return c.found
}

// visible returns the complete packages with a wanted path that pkg can see.
func (ix *Index) visible(pkg *types.Package) map[string]*types.Package {
	if m, ok := ix.reach.Visible(pkg, func(q *types.Package) bool { return wanted(q, ix.want) }); ok {
		return m
	}
	return completePackages(pkg, ix.want)
}
