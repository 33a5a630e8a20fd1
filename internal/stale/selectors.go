package stale

import (
	"go/token"
	"go/types"
	"reflect"

	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// SelectorRole makes the items of a Requires list required
// (policy.SelectorList).
func (Requires) SelectorRole() policy.Role { return policy.Required }

// SelectorRole makes the items of an AllowanceRequires list allowances
// (policy.SelectorList).
func (AllowanceRequires) SelectorRole() policy.Role { return policy.Allowance }

// found is a selector of a decoded section; required when it is an item of
// a Requires list.
type found struct {
	*selector.Selector
	required bool
}

// collectSelectors lists the selectors among a section's refs, but not
// those of an AllowanceRequires (never listed: see AllowanceRequires).
func collectSelectors(refs []policy.Ref) []found {
	var out []found
	for _, r := range refs {
		if r.Selector != nil && r.Role != policy.Allowance {
			out = append(out, found{r.Selector, r.Role == policy.Required})
		}
	}
	return out
}

// JudgeSelectors reports every selector of the section whose package this
// package can see (it or a transitive import) but which names a function,
// type or method that package lacks: the code was renamed, moved or removed
// (or not yet written), and the selector matches nothing. Selectors of
// packages this package cannot see are left alone here; they cannot match
// its code either way. A requirement (Requires) that is missing is reported
// the same way, saying that its entry is skipped.
func (c *Checker) JudgeSelectors() {
	ix := c.index
	if len(ix.sels) == 0 {
		return
	}
	found := c.visible(ix.want)
	for _, s := range ix.sels {
		if s.At.Line == 0 {
			continue
		}
		why := c.absent(s.Selector, found)
		if why == "" {
			continue
		}
		pos := policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col}
		if s.required {
			c.Stale(pos, "requires %s: %s: the entry that requires it is skipped", s.Raw, why)
		} else {
			c.Stale(pos, "selector %s: %s", s.Raw, why)
		}
	}
}

// absent says what s names that this package's view lacks, or "" when it is
// there or cannot be judged here: its package is not among found (not
// visible, or not fully loaded), or the name is unexported and its package
// outside the module. Export data may leave out unexported declarations;
// only the module's own packages are type-checked from source by every
// driver.
func (c *Checker) absent(s *selector.Selector, found map[string]*types.Package) string {
	pkg := found[s.Pkg]
	if pkg == nil {
		return ""
	}
	if !exportedNames(s) && !diag.InScope(c.pol, s.Pkg, c.module) {
		return ""
	}
	return missing(pkg, s)
}

func exportedNames(s *selector.Selector) bool {
	ok := func(n string) bool { return n == "" || n == "*" || token.IsExported(n) }
	return ok(s.Recv) && ok(s.Name)
}

// missing says what s names that pkg lacks, or "".
func missing(pkg *types.Package, s *selector.Selector) string {
	if s.Recv == "" {
		if s.Name == "*" {
			return ""
		}
		if _, ok := pkg.Scope().Lookup(s.Name).(*types.Func); !ok {
			return "package " + s.Pkg + " has no function " + s.Name
		}
		return ""
	}
	tn, ok := pkg.Scope().Lookup(s.Recv).(*types.TypeName)
	if !ok {
		return "package " + s.Pkg + " has no type " + s.Recv
	}
	if s.Name == "*" {
		return ""
	}
	// A nil obj (no such name) is no *types.Func either.
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, s.Name)
	if _, ok := obj.(*types.Func); !ok {
		return "type " + s.Recv + " has no method " + s.Name
	}
	return ""
}

// namerPos is the position a PackageNamer records of itself (a Pos field),
// if any.
func namerPos(n policy.PackageNamer) (policy.Pos, bool) {
	v := reflect.ValueOf(n)
	if v.Kind() != reflect.Struct {
		return policy.Pos{}, false
	}
	f := v.FieldByName("Pos")
	if !f.IsValid() || f.Type() != reflect.TypeFor[policy.Pos]() {
		return policy.Pos{}, false
	}
	p := f.Interface().(policy.Pos)
	return p, p.Line > 0
}
