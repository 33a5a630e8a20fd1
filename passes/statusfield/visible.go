package statusfield

import (
	"go/types"
	"sync"

	"github.com/kvlint/kvlint/internal/passkit"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
)

// sees returns the package of an import path that pkg sees (pkg itself
// or a transitive import), or nil: where ownedTypes finds the policy's
// types and lookupMember a role's predicates.
type sees func(path string) *types.Package

// visiblePaths keeps, for one decoded section in one run, what each
// package sees of the packages the section names (its types' and its
// roles' predicates'). A package that imports no API package, like most
// of KubeVirt's, made ownedTypes and every role predicate walk its whole
// import graph; the run's answer for a package is built from its
// imports' (kvrun.Reach).
type visiblePaths struct {
	once  sync.Once
	paths map[string]bool
	reach kvrun.Reach
}

func (v *visiblePaths) named(cfg *config) map[string]bool {
	v.once.Do(func() {
		v.paths = map[string]bool{}
		for _, t := range cfg.Types {
			p, _, _ := splitType(t.Type)
			v.paths[p] = true
			for _, r := range t.Roles {
				v.paths[r.Is.Pkg] = true
				for _, s := range r.While {
					v.paths[s.Pkg] = true
				}
			}
		}
	})
	return v.paths
}

// seen returns how pkg finds the packages the section names.
func (v *visiblePaths) seen(cfg *config, pkg *types.Package) sees {
	paths := v.named(cfg)
	m, ok := v.reach.Visible(pkg, func(p *types.Package) bool { return paths[selector.PkgPath(p)] })
	if ok {
		return func(path string) *types.Package { return m[path] }
	}
	// Two packages with one path are visible (a vendor directory outside
	// module mode): the nearest, breadth first, as the search always did.
	return searchImports(pkg)
}

// searchImports finds a path among pkg and its imports, breadth first.
func searchImports(pkg *types.Package) sees {
	return func(path string) *types.Package {
		for p := range passkit.Imports(pkg) {
			if selector.PkgPath(p) == path {
				return p
			}
		}
		return nil
	}
}
