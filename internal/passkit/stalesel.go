package passkit

import (
	"go/token"
	"go/types"
	"reflect"

	"github.com/kvlint/kvlint/internal/diag"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// staleSelectors reports every selector of the section whose package this
// package can see (it or a transitive import) but which names a function,
// type or method that package lacks: the code was renamed, moved or removed
// (or not yet written), and the selector matches nothing. Selectors of
// packages this package cannot see are left alone here; they cannot match
// its code either way.
func staleSelectors(c *Context) {
	var sels []*selector.Selector
	collectSelectors(reflect.ValueOf(c.Section), &sels)
	if len(sels) == 0 {
		return
	}
	want := map[string]bool{}
	for _, s := range sels {
		want[s.Pkg] = true
	}
	found := map[string]*types.Package{}
	seen := map[*types.Package]bool{c.Pass.Pkg: true}
	queue := []*types.Package{c.Pass.Pkg}
	for len(queue) > 0 && len(found) < len(want) {
		p := queue[0]
		queue = queue[1:]
		// A package seen only through another's export data holds just
		// the objects that one refers to: a lookup there proves nothing.
		if path := selector.PkgPath(p); want[path] && p.Complete() {
			found[path] = p
		}
		for _, imp := range p.Imports() {
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	for _, s := range sels {
		pkg := found[s.Pkg]
		if pkg == nil || s.At.Line == 0 {
			continue
		}
		// Export data may leave out unexported declarations; only the
		// module's own packages are type-checked from source by every
		// driver.
		if !exportedNames(s) && !diag.InScope(c.Policy, s.Pkg, c.Pass.Module) {
			continue
		}
		if why := missing(pkg, s); why != "" {
			c.Stale(policy.Pos{File: s.At.File, Line: s.At.Line, Col: s.At.Col}, "selector %s: %s", s.Raw, why)
		}
	}
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
	if obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, s.Name); obj == nil {
		return "type " + s.Recv + " has no method " + s.Name
	} else if _, ok := obj.(*types.Func); !ok {
		return "type " + s.Recv + " has no method " + s.Name
	}
	return ""
}

// collectSelectors finds every selector.Selector in a decoded section.
func collectSelectors(v reflect.Value, out *[]*selector.Selector) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			collectSelectors(v.Elem(), out)
		}
	case reflect.Struct:
		if v.Type() == reflect.TypeFor[selector.Selector]() {
			if v.CanAddr() {
				*out = append(*out, v.Addr().Interface().(*selector.Selector))
			} else {
				s := v.Interface().(selector.Selector)
				*out = append(*out, &s)
			}
			return
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				collectSelectors(v.Field(i), out)
			}
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			collectSelectors(v.Index(i), out)
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			collectSelectors(it.Value(), out)
		}
	}
}
