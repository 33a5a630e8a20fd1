package code

import (
	"go/types"
	"iter"
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
