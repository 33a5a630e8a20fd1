package code

import (
	"fmt"
	"go/types"
)

// Elem looks through pointers, slices, arrays and maps (named or not) down
// to the type a field path continues into: a path names struct fields only,
// and a field reached through an index or a key is a field of the element.
func Elem(t types.Type) types.Type {
	for {
		e, ok := Container(t.Underlying())
		if !ok {
			return t
		}
		t = e
	}
}

// Container returns the element type of t when t itself (an alias looked
// through, a named type not) is a pointer, slice, array or map: the one
// step both field-path walks take, Elem and a pass's search for the named
// type under a field's containers.
func Container(t types.Type) (types.Type, bool) {
	switch u := types.Unalias(t).(type) {
	case *types.Pointer:
		return u.Elem(), true
	case *types.Slice:
		return u.Elem(), true
	case *types.Array:
		return u.Elem(), true
	case *types.Map:
		return u.Elem(), true
	}
	return nil, false
}

// FieldPathError says where a configured field path leaves the type it
// walks: Names[Index] is not a field of Type.
type FieldPathError struct {
	Type  types.Type // what the name was looked up in, containers stripped
	Name  string
	Index int
	// NotStruct: Type is no struct, so it has no fields at all.
	NotStruct bool
}

func (e *FieldPathError) Error() string {
	t := types.TypeString(e.Type, ShortQualifier)
	if e.NotStruct {
		return fmt.Sprintf("%s is not a struct, so it has no field %s", t, e.Name)
	}
	return fmt.Sprintf("no field %s in %s", e.Name, t)
}

// FieldPath walks the Go field names from t, each looked up as a selector
// x.Name would be (promoted fields of embedded structs included, embedded
// fields by their type's name, unexported fields of the type's own
// package), through pointers, slices, arrays and maps (Elem). It returns
// the field each name selects, or the fields up to the first name that
// selects none and a *FieldPathError for it.
func FieldPath(t types.Type, names []string) ([]*types.Var, error) {
	out := make([]*types.Var, 0, len(names))
	var pkg *types.Package // of the last field: an unnamed struct's unexported fields are its
	for i, name := range names {
		base := Elem(t)
		if _, ok := base.Underlying().(*types.Struct); !ok {
			return out, &FieldPathError{Type: base, Name: name, Index: i, NotStruct: true}
		}
		if n, ok := types.Unalias(base).(*types.Named); ok {
			pkg = n.Obj().Pkg()
		}
		obj, _, _ := types.LookupFieldOrMethod(base, true, pkg, name)
		f, ok := obj.(*types.Var)
		if !ok || !f.IsField() {
			return out, &FieldPathError{Type: base, Name: name, Index: i}
		}
		out = append(out, f)
		t, pkg = f.Type(), f.Pkg()
	}
	return out, nil
}

// ShortQualifier qualifies a type by its package's name (v1.T), as messages
// write it.
func ShortQualifier(p *types.Package) string { return p.Name() }

// Indexable reports whether a value of type t can be indexed: a slice, an
// array, a map or a pointer to an array (named or not).
func Indexable(t types.Type) bool {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Array, *types.Map:
		return true
	case *types.Pointer:
		_, ok := u.Elem().Underlying().(*types.Array)
		return ok
	}
	return false
}

// Deref returns the element type of a pointer type (through an alias), and
// any other type as it is.
func Deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}
