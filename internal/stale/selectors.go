package stale

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// SelectorRole makes the items of a Requires list required
// (policy.SelectorList).
func (Requires) SelectorRole() policy.Role { return policy.Required }

// found is a selector of a decoded section; required when it is an item of
// a Requires list, and then entry names the entry that requires it (the
// key path, as migration.signals[1]).
type found struct {
	*selector.Selector
	required bool
	values   bool
	entry    string
}

// collectSelectors lists the selectors among a section's refs.
func collectSelectors(refs []policy.Ref) []found {
	var out []found
	for _, r := range refs {
		if r.Selector != nil {
			f := found{Selector: r.Selector, required: r.Role == policy.Required, values: r.Role == policy.Values}
			if f.required {
				f.entry = EntryName(r.Path)
			}
			out = append(out, f)
		}
	}
	return out
}

// EntryName is the name of the entry that holds the requirement at key
// path p (migration.signals[1].requires[0]): the path up to its requires.
func EntryName(p string) string {
	if i := strings.LastIndex(p, ".requires["); i > 0 {
		return p[:i]
	}
	return p
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
	for i, s := range ix.sels {
		if s.At.Line == 0 {
			continue
		}
		pos := policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col}
		if s.required {
			if why := c.absentRequirement(s.Selector, found, i); why != "" {
				c.skipped(pos, s.entry, "requires %s: %s", s.Raw, why)
			}
			continue
		}
		if why := c.absent(s.Selector, s.values, found, i); why != "" {
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
func (c *Checker) absent(s *selector.Selector, values bool, found map[string]*types.Package, sel int) string {
	pkg := found[s.Pkg]
	if pkg == nil {
		return ""
	}
	if !exportedNames(s) && !diag.InScope(c.pol, s.Pkg, c.module) {
		return ""
	}
	return c.index.judge(sel, pkg, func() string {
		if values {
			return missingValue(pkg, s)
		}
		return missing(pkg, s)
	})
}

// absentRequirement is absent for a requirement: what the API symbol r
// names (a type, a field, a constant) that this package's view lacks.
// sel is r's index among the section's selectors (its answer is kept for
// the run), or -1.
func (c *Checker) absentRequirement(r *selector.Selector, found map[string]*types.Package, sel int) string {
	pkg := found[r.Pkg]
	if pkg == nil || !exportedNames(r) {
		return ""
	}
	if sel < 0 {
		return missingSymbol(pkg, r)
	}
	return c.index.judge(sel, pkg, func() string { return missingSymbol(pkg, r) })
}

// missingSymbol says what the requirement r names that pkg lacks, or "":
// pkg/path.Name a type or a constant, (pkg/path.Type).Field a field of a
// struct type, (pkg/path.Type).* the type. Functions and methods are code,
// not markers: a requirement naming one is unmet, and says so.
func missingSymbol(pkg *types.Package, r *selector.Selector) string {
	if r.Recv == "" {
		switch pkg.Scope().Lookup(r.Name).(type) {
		case *types.TypeName, *types.Const:
			return ""
		case nil:
			return "package " + r.Pkg + " has no type or constant " + r.Name
		}
		return r.Name + " is neither a type nor a constant (requires: names API types, fields and constants)"
	}
	obj, why := member(pkg, r)
	if v, ok := obj.(*types.Var); why != "" || r.Name == "*" || ok && v.IsField() {
		return why
	}
	return "type " + r.Recv + " has no field " + r.Name
}

// member looks up (s.Recv).s.Name in pkg: the field or method, or why the
// receiver type is missing. For (T).* it only checks T and returns no object.
func member(pkg *types.Package, s *selector.Selector) (types.Object, string) {
	tn, ok := pkg.Scope().Lookup(s.Recv).(*types.TypeName)
	if !ok {
		return nil, "package " + s.Pkg + " has no type " + s.Recv
	}
	if s.Name == "*" {
		return nil, ""
	}
	// A nil obj (no such name) is no field or method either.
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, s.Name)
	return obj, ""
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
	obj, why := member(pkg, s)
	if _, ok := obj.(*types.Func); why != "" || s.Name == "*" || ok {
		return why
	}
	return "type " + s.Recv + " has no method " + s.Name
}

// missingValue is missing for a selector of a value: a struct field
// ((pkg/path.Type).Field) names one as well as a function or method does.
func missingValue(pkg *types.Package, s *selector.Selector) string {
	if s.Recv == "" || s.Name == "*" {
		return missing(pkg, s)
	}
	obj, why := member(pkg, s)
	switch o := obj.(type) {
	case *types.Func:
		return why
	case *types.Var:
		if o.IsField() {
			return why
		}
	}
	if why != "" {
		return why
	}
	return "type " + s.Recv + " has no method or field " + s.Name
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
