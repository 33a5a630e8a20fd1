package statusfield

import (
	"go/types"
)

// sees returns the package of an import path that pkg sees (pkg itself
// or a transitive import), or nil: where ownedTypes finds the policy's
// types and lookupMember a role's predicates. The run answers it
// (kvrun.Sight): a package that imports no API package, like most of
// KubeVirt's, would otherwise make ownedTypes and every role predicate walk
// its whole import graph.
type sees func(path string) *types.Package

// paths returns the package paths the section names: its types' and its
// roles' predicates'.
func (cfg *config) paths() map[string]bool {
	out := map[string]bool{}
	for _, t := range cfg.Types {
		p, _, _ := splitType(t.Type)
		out[p] = true
		for _, r := range t.Roles {
			out[r.Is.Pkg] = true
			for _, s := range r.While {
				out[s.Pkg] = true
			}
		}
	}
	return out
}
