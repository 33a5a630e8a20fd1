package passkit

import (
	"go/types"
	"reflect"
	"sync"

	"github.com/kvlint/kvlint/internal/policy"
)

// Every pass judges its section's selectors (staleSelectors) and an
// entry's requirements (Met) in every package of a run, and both need the
// packages the analysed package can see. Searching the transitive imports
// for each package, pass and entry cost about a sixth of kvlint's analysis
// time on KubeVirt, so a run that has a StaleLog (plain kvlint, kvlint ci)
// keeps a selectorIndex per pass and section: the section's selectors,
// collected once, and what each package can see of their packages, computed
// once per package from its imports' answers.

// indexKey names one section of one pass: a run decodes each section of a
// policy once, so the section value stands for its policy.
type indexKey struct {
	pass    string
	section policy.Section
}

// selectorIndex is what a run keeps for one section.
type selectorIndex struct {
	sels []foundSelector
	want map[string]bool // the selectors' package paths

	mu sync.Mutex
	// seen holds, per package, the complete packages with a wanted path
	// that it or its transitive imports are (nil when none).
	seen map[*types.Package]map[string]*types.Package
}

func newSelectorIndex(sec policy.Section) *selectorIndex {
	ix := &selectorIndex{want: map[string]bool{}, seen: map[*types.Package]map[string]*types.Package{}}
	collectSelectors(reflect.ValueOf(sec), false, &ix.sels)
	for _, s := range ix.sels {
		ix.want[s.Pkg] = true
	}
	return ix
}

// selectors returns the index of the context's section: the run's when
// there is a StaleLog, else one for this package alone.
func (c *Context) selectors() *selectorIndex {
	if c.index != nil {
		return c.index
	}
	sec := c.Section
	if c.stale == nil || sec == nil || !reflect.TypeOf(sec).Comparable() {
		c.index = newSelectorIndex(sec)
		return c.index
	}
	l := c.stale
	k := indexKey{c.Pass.Analyzer.Name, sec}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.indexes == nil {
		l.indexes = map[indexKey]*selectorIndex{}
	}
	if l.indexes[k] == nil {
		l.indexes[k] = newSelectorIndex(sec)
	}
	c.index = l.indexes[k]
	return c.index
}

// visible returns, by import path, the wanted packages that this package
// can see (itself or a transitive import) and that are fully loaded: the
// answer of completePackages, from the section's index when it knows every
// wanted path.
func (c *Context) visible(want map[string]bool) map[string]*types.Package {
	ix := c.selectors()
	for path := range want {
		if !ix.want[path] {
			return completePackages(c.Pass.Pkg, want)
		}
	}
	if c.found == nil {
		c.found = ix.visible(c.Pass.Pkg)
	}
	return c.found
}

// visible returns the complete packages with a wanted path that pkg can see.
func (ix *selectorIndex) visible(pkg *types.Package) map[string]*types.Package {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if m, ok := ix.reach(pkg); ok {
		return m
	}
	return completePackages(pkg, ix.want)
}

// reach computes visible's answer from the imports' answers, memoised in
// ix.seen (Reachable).
func (ix *selectorIndex) reach(p *types.Package) (map[string]*types.Package, bool) {
	return Reachable(p, func(q *types.Package) bool { return wanted(q, ix.want) }, ix.seen)
}
