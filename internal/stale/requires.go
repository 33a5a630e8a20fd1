package stale

import (
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// Requires lists the marker of the protocol a policy entry describes: a
// type, a field or a constant of the API packages (kubevirt.io/api/...),
// the shared contract both sides of a protocol are written against. Where
// the analysed code provably lacks a requirement the pass skips the entry,
// and the run lists the entry by name as skipped (KV0003) at the
// requirement's position; a kvlint ci baseline records the skipped set, so
// an entry that becomes skipped fails the run like a new finding.
//
// A requirement never names handler code (a function, a method, a type of
// a non-API package): the absence of that code may be the very bug the
// entry exists for, and any pull request can rename it. An API symbol is
// what a reviewer sees change. Allowances (hostprim wrappers) take no
// requirement: an allowance for an older release's code belongs in a
// policy for that tree.
//
// Matching is exact import path and name, so an API symbol that moved
// leaves the requirement unmet (the entry skipped, and listed) until the
// policy names the new place.
type Requires []selector.Selector

// APIPackages is the import path under which requirements must name their
// symbols (Requires).
const APIPackages = "kubevirt.io/api"

// IsAPIPackage reports whether path is APIPackages or under it.
func IsAPIPackage(path string) bool {
	return path == APIPackages || strings.HasPrefix(path, APIPackages+"/")
}

// Validate rejects a requirement outside the API packages, and one that
// could never be found missing: a whole package (pkg/path.*) is never
// judged, since a package the analysed code does not import is not
// evidence of anything. where names the entry for the message.
func (r Requires) Validate(where string) error {
	for _, s := range r {
		at := policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col}
		if !IsAPIPackage(s.Pkg) {
			return policy.Errorf(at,
				"%s: requires %s names code outside the API packages (%s/...): name the API type, field or constant that marks the protocol, never handler code, whose absence may be the bug itself", where, s.Raw, APIPackages)
		}
		if s.Recv == "" && s.Name == "*" {
			return policy.Errorf(at,
				"%s: requires %s names a whole package, which is never missing: name a type (pkg/path.Type), a field ((pkg/path.Type).Field) or a constant (pkg/path.Const)", where, s.Raw)
		}
	}
	return nil
}

// Met reports whether the entry that lists r applies in this package: false
// when this package's view of the code provably lacks a requirement. A
// requirement is judged as a selector is for KV0003: its package must be the
// analysed package or one it imports, fully loaded, and an unexported name
// is judged only in the module's own packages. A requirement that cannot be
// judged here counts as met: the entry is checked as usual, so a package
// that does not import the required code is not exempted by it. The run
// lists a missing requirement through the section's stale selectors
// (JudgeSelectors), not here, so each is listed once.
func (c *Checker) Met(r []selector.Selector) bool {
	if len(r) == 0 {
		return true
	}
	want := map[string]bool{}
	for _, s := range r {
		want[s.Pkg] = true
	}
	found := c.visible(want)
	for i := range r {
		if c.absentRequirement(&r[i], found, -1) != "" {
			return false
		}
	}
	return true
}

// completePackages returns, by import path, the wanted packages that root
// can see (itself or a transitive import) and that are fully loaded.
func completePackages(root *types.Package, want map[string]bool) map[string]*types.Package {
	found := map[string]*types.Package{}
	seen := map[*types.Package]bool{root: true}
	queue := []*types.Package{root}
	for len(queue) > 0 && len(found) < len(want) {
		p := queue[0]
		queue = queue[1:]
		if wanted(p, want) {
			found[selector.PkgPath(p)] = p
		}
		for _, imp := range p.Imports() {
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return found
}

// wanted reports whether p has a wanted path and is fully loaded: a package
// seen only through another's export data holds just the objects that one
// refers to, so a lookup there proves nothing.
func wanted(p *types.Package, want map[string]bool) bool {
	return want[selector.PkgPath(p)] && p.Complete()
}
