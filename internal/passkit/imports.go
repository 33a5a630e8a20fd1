package passkit

import (
	"go/types"
	"iter"
	"maps"

	"github.com/kvlint/kvlint/internal/selector"
)

// Imports yields pkg and then every package it imports, directly or
// transitively, breadth first and each once. Passes search it for the
// packages their policy names (API types, key packages, lifecycle APIs); a
// package pkg does not import is one it cannot see. Breaking early is cheap:
// what a package needs is nearly always among its direct imports.
func Imports(pkg *types.Package) iter.Seq[*types.Package] {
	return func(yield func(*types.Package) bool) {
		seen := map[*types.Package]bool{pkg: true}
		queue := []*types.Package{pkg}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			if !yield(p) {
				return
			}
			for _, imp := range p.Imports() {
				if !seen[imp] {
					seen[imp] = true
					queue = append(queue, imp)
				}
			}
		}
	}
}

// Reachable returns, by import path, the packages that match accepts among p
// and its transitive imports, computed from the imports' answers and kept
// in memo, which the caller owns (and guards) for a run: a package that
// cannot see what it looks for no longer makes every analysed package walk
// its whole import graph. The packages of one build have distinct paths, so
// the answer is what a search of Imports(p) finds; Reachable gives up
// (false) where two packages with one path are visible, which a vendor
// directory outside module mode allows, and on an import cycle (not Go), and
// the caller searches instead. The maps it returns are shared: read only.
func Reachable(p *types.Package, match func(*types.Package) bool, memo map[*types.Package]map[string]*types.Package) (map[string]*types.Package, bool) {
	return reachable(p, match, memo, map[*types.Package]bool{})
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
