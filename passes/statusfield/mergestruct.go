package statusfield

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// Merge patches built as structs. A merge patch is also typed as a struct
// whose json tags spell the text json.Marshal makes of it:
//
//	json.Marshal(struct {
//		Status struct {
//			Reason string `json:"reason"`
//		} `json:"status"`
//	}{...})
//
// is {"status":{"reason":…}}. A struct literal whose type the package
// declares, or writes out in place, with a member tagged "status" that is
// itself such a struct literal (or a map literal mergeMapLit would read)
// is read as that text, as mergeMapLit reads maps. A type of another
// package (an API object, a Pod, whose Status is tagged "status" too) is
// no patch: its literals are objects (objectLiteral).
//
// Every field json.Marshal writes is in the text, set in the literal or
// not: a field left out marshals its zero value ("" for a string, null for
// a pointer), which the merge writes, unless its tag says omitempty (or
// omitzero). A field set to a constant string is that string; any other
// value stands for itself, as a format verb's argument does.

// mergeStructLit records the fields the merge patch the struct literal lit
// marshals to sets.
func (a *analyzer) mergeStructLit(lit *ast.CompositeLit) []effects.Direct {
	st, ok := a.patchStruct(lit)
	if !ok {
		return nil
	}
	i := a.statusMember(st)
	if i < 0 {
		return nil
	}
	vals := members(lit, st)
	if code.Literal(vals[i]) == nil {
		return nil // a patch spells out what it sets: a zero status is none
	}
	var args []ast.Expr
	root, ok := a.structTree(st, vals, &args)
	if !ok {
		return nil
	}
	status, ok := root["status"].(map[string]any)
	if !ok {
		return nil
	}
	return a.mergeStatus(lit, status, args, "struct literal")
}

// statusMember returns the index of st's field tagged json "status", or -1.
func (a *analyzer) statusMember(st *types.Struct) int {
	if i, ok := a.statusMembers[st]; ok {
		return i
	}
	i := -1
	for j := range st.NumFields() {
		if name, ok := jsonName(st, j); ok && name == "status" {
			i = j
			break
		}
	}
	if a.statusMembers == nil {
		a.statusMembers = map[*types.Struct]int{}
	}
	a.statusMembers[st] = i
	return i
}

// members returns the expression lit, a literal of st, gives each of st's
// fields by index (nil: left out), as code.LiteralFields pairs them.
func members(lit *ast.CompositeLit, st *types.Struct) []ast.Expr {
	vals := make([]ast.Expr, st.NumFields())
	for _, fv := range code.LiteralFields(st, lit) {
		for j := range st.NumFields() {
			if st.Field(j) == fv.Field {
				vals[j] = fv.Value
			}
		}
	}
	return vals
}

// patchStruct returns the struct type of lit when it may be a patch's: a
// struct written out in place or declared by this package.
func (a *analyzer) patchStruct(lit *ast.CompositeLit) (*types.Struct, bool) {
	t := a.info.TypeOf(lit)
	if t == nil {
		return nil, false
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != a.ctx.Pass.Pkg {
		return nil, false
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// structTree decodes a literal of the struct type st that gives its fields
// vals (members) as JSON would have it (jsonName: embedded structs promote
// their fields); false where a member is no patch's (an embedded field set
// by a value, not a literal).
func (a *analyzer) structTree(st *types.Struct, vals []ast.Expr, args *[]ast.Expr) (map[string]any, bool) {
	out := map[string]any{}
	for i := range st.NumFields() {
		name, ok := jsonName(st, i)
		if !ok {
			continue
		}
		v, ok := a.memberValue(st.Field(i).Type(), vals[i], reflect.StructTag(st.Tag(i)).Get("json"), args)
		if !ok {
			return nil, false
		}
		if _, out := v.(omittedMember); out {
			continue
		}
		if name == "" { // an embedded struct: its fields are this object's
			if sub, isObj := v.(map[string]any); isObj {
				for k, x := range sub {
					out[k] = x
				}
				continue
			}
			if v == nil {
				continue // an embedded pointer left nil marshals nothing
			}
			return nil, false
		}
		out[name] = v
	}
	return out, true
}

// omittedMember marks a member json.Marshal leaves out.
type omittedMember struct{}

// memberValue is what a member of type t, set to e (nil: left out), tagged
// tag, adds to the text: a nested object for a struct literal of a type a
// patch may have (or a map literal mergeMapLit reads), a constant string,
// a placeholder for any other value; left out, its zero value or omitted.
func (a *analyzer) memberValue(t types.Type, e ast.Expr, tag string, args *[]ast.Expr) (any, bool) {
	if e == nil {
		if omitsZero(tag) {
			return omittedMember{}, true
		}
		return zeroJSON(t), true
	}
	e = code.Unaddr(e) // &T{…} marshals as T{…}
	if lit, ok := e.(*ast.CompositeLit); ok {
		if code.StringKeyedMap(a.info, lit) {
			return a.mapTree(lit, args)
		}
		if st, ok := a.patchStruct(lit); ok {
			return a.structTree(st, members(lit, st), args)
		}
	}
	if s, ok := code.ConstString(a.info, e); ok {
		return s, true
	}
	*args = append(*args, e)
	return code.VerbValue(len(*args) - 1), true
}

// zeroJSON is the JSON json.Marshal writes for t's zero value: an object
// of the zero members for a struct, "" for a string, null for what can be
// nil, 0 or false otherwise.
func zeroJSON(t types.Type) any {
	switch u := t.Underlying().(type) {
	case *types.Struct:
		out := map[string]any{}
		for i := range u.NumFields() {
			name, ok := jsonName(u, i)
			if !ok || name == "" {
				continue
			}
			if omitsZero(reflect.StructTag(u.Tag(i)).Get("json")) {
				continue
			}
			out[name] = zeroJSON(u.Field(i).Type())
		}
		return out
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return ""
		case u.Info()&types.IsBoolean != 0:
			return false
		default:
			return float64(0)
		}
	}
	return nil
}

// omitsZero reports whether a json tag's options leave a zero member out
// (omitempty, omitzero).
func omitsZero(tag string) bool {
	_, opts, _ := strings.Cut(tag, ",")
	for o := range strings.SplitSeq(opts, ",") {
		if o == "omitempty" || o == "omitzero" {
			return true
		}
	}
	return false
}
