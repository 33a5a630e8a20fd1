package policy

import (
	"reflect"

	"github.com/kvlint/kvlint/internal/selector"
)

// A Ref is a value of a decoded section that names code or packages: a
// package pattern, a selector, or a value naming one package (a
// PackageNamer). The decoder records each as it sets it, with where it is,
// so KV0003 (internal/stale) judges a section's entries without walking
// the section again.
type Ref struct {
	// Path is the value's key path, e.g.
	// hostprim.categories.mount.wrappers[1].package.
	Path string
	// Owner is the position of the innermost entry holding the value (the
	// exemption, the wrapper): the value's own when it has none.
	Owner Pos
	// Exactly one of these is set.
	Pattern  *Pattern
	Namer    PackageNamer
	Selector *selector.Selector
	// Role is that of a selector's list (Required for stale.Requires).
	Role Role
}

// PackageNamer is a policy value other than a pattern or selector that
// names one package by import path (a type, a file or function pattern of
// a package): when no package of the tree has that path, the entry is
// stale like a pattern that matches nothing.
type PackageNamer interface {
	PolicyPackage() string
}

// Role is what a selector is to its entry.
type Role int

const (
	// Names: the selector names code the entry is about.
	Names Role = iota
	// Required: the entry applies only where the API symbol is present,
	// and an entry skipped for a missing one is listed (stale.Requires).
	Required
	// Values: the selector names code whose value the entry is about: a
	// function (its results) or a struct field (its reads),
	// (pkg/path.Type).Field.
	Values
)

// SelectorList is implemented by a list type of selectors that gives its
// items a Role.
type SelectorList interface {
	SelectorRole() Role
}

var (
	selectorType    = reflect.TypeFor[selector.Selector]()
	patternType     = reflect.TypeFor[Pattern]()
	namerType       = reflect.TypeFor[PackageNamer]()
	selectorListTyp = reflect.TypeFor[SelectorList]()
)

// refs is what the decoder of one section records: the refs so far, the
// entry holding the value being decoded, and the role of the list it is in.
type refs struct {
	list  []Ref
	owner Pos
	role  Role
}

// record adds v, just decoded at path, when it names code; namer says
// whether its type implements PackageNamer.
func (r *refs) record(v reflect.Value, path string, namer bool) {
	if r == nil {
		return
	}
	ref := Ref{Path: path, Owner: r.owner, Role: r.role}
	switch {
	case v.Type() == selectorType:
		s := v.Interface().(selector.Selector)
		ref.Selector = &s
	case v.Type() == patternType:
		p := v.Interface().(Pattern)
		ref.Pattern = &p
	case namer:
		ref.Namer = v.Interface().(PackageNamer)
	default:
		return
	}
	r.list = append(r.list, ref)
}

// enterStruct makes a struct with a Pos field (at index pos) the owner of
// what it holds: its position is the one it has (a map entry's key), else
// that of its node.
func (r *refs) enterStruct(v reflect.Value, pos []int, at Pos) (restore func()) {
	if r == nil {
		return func() {}
	}
	old := r.owner
	if pos != nil {
		if p := posOf(v.FieldByIndex(pos)); p.Line > 0 {
			r.owner = p
		} else if at.Line > 0 {
			r.owner = at
		}
	}
	return func() { r.owner = old }
}

// enterList sets the role of a list's items: role, when the list's type
// gives one (typeInfo.role).
func (r *refs) enterList(role *Role) (restore func()) {
	if r == nil {
		return func() {}
	}
	old := r.role
	if role != nil {
		r.role = *role
	}
	return func() { r.role = old }
}
