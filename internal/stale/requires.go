package stale

import (
	"go/types"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// Requires lists the code a policy entry describes: the functions, methods or
// types ((pkg/path.Type).*) that implement the protocol the entry encodes. A
// policy written for one release of the code states with it which of its
// rules hold only where that release's code is present: where the analysed
// code provably lacks a requirement the pass skips the entry, and the run
// lists the requirement once as a stale entry (KV0003) at its position. The
// pass itself knows no release.
//
// Matching is that of every selector: exact import path and name, so code
// that moved leaves the requirement stale (the entry skipped) until the
// policy names the new place.
type Requires []selector.Selector

// AllowanceRequires is Requires on an entry that allows code (a hostprim
// wrapper): the code the allowance was written for. Where that code is
// missing the allowance is skipped like any entry, but not listed as stale:
// a skipped allowance only narrows what is allowed, so it can excuse
// nothing and cannot outlive the code it excused. That is what lets one
// policy carry an allowance for where an older release kept the code
// without a stale entry on every newer tree. A Requires left unmet loses a
// check, which the run must say.
type AllowanceRequires []selector.Selector

// Validate is Requires.Validate.
func (r AllowanceRequires) Validate(where string) error { return Requires(r).Validate(where) }

// Validate rejects a requirement that could never be found missing: a whole
// package (pkg/path.*) is never judged, since a package the analysed code
// does not import is not evidence of anything. where names the entry for the
// message.
func (r Requires) Validate(where string) error {
	for _, s := range r {
		if s.Recv == "" && s.Name == "*" {
			return policy.Errorf(policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col},
				"%s: requires %s names a whole package, which is never missing: name a function, a method or a type ((pkg/path.Type).*)", where, s.Raw)
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
// lists a missing Requires item through the section's stale selectors
// (JudgeSelectors), not here, so each is listed once; a missing
// AllowanceRequires item is not listed.
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
		if c.absent(&r[i], found) != "" {
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
