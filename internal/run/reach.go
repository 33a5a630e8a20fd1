package run

import (
	"go/types"
	"maps"
	"sync"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// Reach answers, for one question a run asks of every package (which of
// the packages a policy section names can this package see?), what each
// package can see, computed from its imports' answers and kept for the run:
// a package that cannot see what it looks for no longer makes every
// analysed package walk its whole import graph. One Reach serves one match
// function; get it from the run with Shared, keyed by the pass and section
// the match comes from. It is safe for concurrent use; the zero Reach is
// ready.
type Reach struct {
	mu   sync.Mutex
	seen map[*types.Package]map[string]*types.Package
}

// Visible returns, by import path, the packages that match accepts among p
// and its transitive imports. The packages of one build have distinct
// paths, so the answer is what a search of p's imports finds; Visible gives
// up (false) where two packages with one path are visible, which a vendor
// directory outside module mode allows, and on an import cycle (not Go),
// and the caller searches instead. The maps it returns are shared: read
// only.
func (r *Reach) Visible(p *types.Package, match func(*types.Package) bool) (map[string]*types.Package, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen == nil {
		r.seen = map[*types.Package]map[string]*types.Package{}
	}
	return reachable(p, match, r.seen, map[*types.Package]bool{})
}

// Sight is a Reach over the import paths one policy section names, fixed
// for the run: the question statusfield and migrationpair ask of every
// package (where are the API types and lifecycle calls I was told about?).
// The zero Sight is ready; get it from the run with Shared.
type Sight struct {
	once  sync.Once
	paths map[string]bool
	reach Reach
}

// Seen returns how pkg finds a package by import path: the package of that
// path among pkg and its transitive imports, or nil. named lists the paths
// the section names; the first call of the Sight keeps its answer. A named
// path is answered from the run's Reach; any other path, and every path
// where Reach gives up (two visible packages share a path), by a search of
// pkg's imports, breadth first, which takes the nearest.
func (s *Sight) Seen(pkg *types.Package, named func() map[string]bool) func(path string) *types.Package {
	s.once.Do(func() { s.paths = named() })
	m, ok := s.reach.Visible(pkg, func(p *types.Package) bool { return s.paths[selector.PkgPath(p)] })
	return func(path string) *types.Package {
		if ok && s.paths[path] {
			return m[path]
		}
		for p := range code.Imports(pkg) {
			if selector.PkgPath(p) == path {
				return p
			}
		}
		return nil
	}
}

func reachable(p *types.Package, match func(*types.Package) bool, memo map[*types.Package]map[string]*types.Package, onStack map[*types.Package]bool) (map[string]*types.Package, bool) {
	if m, ok := memo[p]; ok {
		return m, true
	}
	if onStack[p] {
		return nil, false
	}
	onStack[p] = true
	defer delete(onStack, p)
	var m map[string]*types.Package
	shared := true // m is an import's answer, not yet copied
	add := func(path string, q *types.Package) bool {
		if old, ok := m[path]; ok {
			return old == q
		}
		if shared {
			m = cloneMap(m)
			shared = false
		}
		m[path] = q
		return true
	}
	if match(p) {
		add(selector.PkgPath(p), p)
	}
	for _, imp := range p.Imports() {
		im, ok := reachable(imp, match, memo, onStack)
		if !ok {
			return nil, false
		}
		if m == nil {
			m = im // most packages see what one import sees: share its map
			continue
		}
		for path, q := range im {
			if !add(path, q) {
				return nil, false
			}
		}
	}
	memo[p] = m
	return m, true
}

func cloneMap(m map[string]*types.Package) map[string]*types.Package {
	out := make(map[string]*types.Package, len(m)+1)
	maps.Copy(out, m)
	return out
}
