package statusfield

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/editdist"
)

// resolved is a JSON path mapped through Go types.
type resolved struct {
	o     *owned
	steps []step
	typ   types.Type
	n     int    // segments resolved
	fail  string // why segment n does not resolve
}

// resolveJSON maps JSON-pointer segments below /status onto fields of o by
// their json tags, through pointers, list indexes ("-" appends) and map keys.
// A value with its own JSON form (a MarshalJSON method, like metav1.Time)
// takes the rest of the path.
func resolveJSON(o *owned, segs []string) resolved {
	r := resolved{o: o, typ: o.named}
	for i, seg := range segs {
		t := code.Deref(r.typ)
		if marshalsItself(t) {
			r.n = len(segs)
			return r
		}
		switch u := t.Underlying().(type) {
		case *types.Struct:
			fs := jsonField(u, namedObj(t), seg)
			if fs == nil {
				r.n, r.fail = i, fmt.Sprintf("%s has no json field %q%s", typeName(t), seg, suggest(seg, jsonNames(u)))
				return r
			}
			r.steps = append(r.steps, fs...)
			r.typ = fs[len(fs)-1].field.Type()
		case *types.Slice, *types.Array:
			if _, err := strconv.Atoi(seg); err != nil && seg != "-" {
				r.n, r.fail = i, fmt.Sprintf("%s is a list, so %q must be an index or -", typeName(t), seg)
				return r
			}
			if s, ok := u.(*types.Slice); ok {
				r.typ = s.Elem()
			} else {
				r.typ = u.(*types.Array).Elem()
			}
		case *types.Map:
			r.typ = u.Elem()
		default:
			r.n, r.fail = i, fmt.Sprintf("%s has no fields, so %q names nothing", typeName(t), seg)
			return r
		}
	}
	r.n = len(segs)
	return r
}

// jsonField finds the field whose JSON name is seg, looking into embedded
// structs without a name of their own as encoding/json does, and returns the
// selections that lead to it.
func jsonField(st *types.Struct, owner *types.TypeName, seg string) []step {
	var embedded []int
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		name, ok := jsonName(st, i)
		if !ok {
			continue
		}
		if name == "" {
			embedded = append(embedded, i)
			continue
		}
		if name == seg {
			return []step{{field: f, owner: owner}}
		}
	}
	for _, i := range embedded {
		f := st.Field(i)
		if inner, ok := code.Deref(f.Type()).Underlying().(*types.Struct); ok {
			if sub := jsonField(inner, namedObj(code.Deref(f.Type())), seg); sub != nil {
				return append([]step{{field: f, owner: owner}}, sub...)
			}
		}
	}
	return nil
}

// jsonName returns the JSON name of field i ("" for an embedded struct whose
// fields are promoted), and false when the field is not marshalled.
func jsonName(st *types.Struct, i int) (string, bool) {
	f := st.Field(i)
	tag := reflect.StructTag(st.Tag(i)).Get("json")
	if tag == "-" || !f.Exported() && !f.Embedded() {
		return "", false
	}
	name, _, _ := strings.Cut(tag, ",")
	if name == "" {
		if f.Embedded() {
			if _, ok := code.Deref(f.Type()).Underlying().(*types.Struct); ok {
				return "", true
			}
		}
		name = f.Name()
	}
	return name, true
}

func jsonNames(st *types.Struct) []string {
	var out []string
	for i := 0; i < st.NumFields(); i++ {
		name, ok := jsonName(st, i)
		if !ok {
			continue
		}
		if name == "" {
			if inner, ok := code.Deref(st.Field(i).Type()).Underlying().(*types.Struct); ok {
				out = append(out, jsonNames(inner)...)
			}
			continue
		}
		out = append(out, name)
	}
	return out
}

func marshalsItself(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), false, nil, "MarshalJSON")
	_, ok := obj.(*types.Func)
	return ok
}

func typeName(t types.Type) string { return types.TypeString(t, code.ShortQualifier) }

// fit reports whether a patch value could be the JSON of a field of type ft
// (its JSON has the same shape: a named string type for a string, a map keyed
// by a string-kinded type for an object, a pointer for its element), and
// whether its Go type is the field's own. Only a value whose JSON could not
// fit rules a kind out — with one exception: a constant of another named
// enum type (v1.KubeVirtPhaseDeployed for a VirtualMachineInstancePhase) is
// that other kind's value, never this field's.
func (a *analyzer) fit(val ast.Expr, ft types.Type) (fits, exact bool) {
	if val == nil || ft == nil {
		return true, false
	}
	vt := a.info.TypeOf(val)
	if vt == nil || types.IsInterface(vt) || types.IsInterface(ft) {
		return true, false
	}
	if b, ok := vt.(*types.Basic); ok && b.Kind() == types.UntypedNil {
		return true, false
	}
	v0, f0 := code.Deref(vt), code.Deref(ft)
	if types.Identical(v0, f0) {
		return true, true
	}
	if tv := a.info.Types[val]; tv.Value != nil && isNamedBasic(v0) && isNamedBasic(f0) {
		return false, false
	}
	return jsonFits(v0, f0, 0), false
}

func isNamedBasic(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	_, basic := n.Underlying().(*types.Basic)
	return basic
}

// jsonFits reports whether encoding/json writes a value of type v in a form
// that decodes into type f.
func jsonFits(v, f types.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	v, f = types.Unalias(code.Deref(v)), types.Unalias(code.Deref(f))
	if types.Identical(v, f) || types.IsInterface(v) || types.IsInterface(f) {
		return true
	}
	if marshalsItself(v) || marshalsItself(f) {
		return false // its own JSON: only the same type is known to fit
	}
	switch fu := f.Underlying().(type) {
	case *types.Basic:
		vu, ok := v.Underlying().(*types.Basic)
		return ok && jsonKind(vu) != "" && jsonKind(vu) == jsonKind(fu)
	case *types.Slice:
		if isBytes(fu) {
			vu, ok := v.Underlying().(*types.Slice)
			return ok && isBytes(vu)
		}
		return arrayFits(v, fu.Elem(), depth)
	case *types.Array:
		return arrayFits(v, fu.Elem(), depth)
	case *types.Map:
		vu, ok := v.Underlying().(*types.Map)
		return ok && keyKind(vu.Key()) != "" && keyKind(vu.Key()) == keyKind(fu.Key()) && jsonFits(vu.Elem(), fu.Elem(), depth+1)
	case *types.Struct:
		// Struct JSON depends on field names and tags: identical only.
		return false
	}
	return false
}

// arrayFits reports whether v's JSON is an array whose elements decode into
// elem ([]byte is a base64 string, not an array).
func arrayFits(v, elem types.Type, depth int) bool {
	switch vu := v.Underlying().(type) {
	case *types.Slice:
		return !isBytes(vu) && jsonFits(vu.Elem(), elem, depth+1)
	case *types.Array:
		return jsonFits(vu.Elem(), elem, depth+1)
	}
	return false
}

func jsonKind(b *types.Basic) string {
	switch i := b.Info(); {
	case i&types.IsString != 0:
		return "string"
	case i&types.IsBoolean != 0:
		return "bool"
	case i&types.IsNumeric != 0 && i&types.IsComplex == 0:
		return "number"
	}
	return ""
}

// keyKind: JSON object keys come from string-kinded and integer keys.
func keyKind(t types.Type) string {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return ""
	}
	if k := jsonKind(b); k == "string" || k == "number" && b.Info()&types.IsInteger != 0 {
		return "key"
	}
	return ""
}

func isBytes(s *types.Slice) bool {
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// suggestTop names a top-level status field of an owned type that seg is
// one typo away from.
func (a *analyzer) suggestTop(seg string) string {
	for _, o := range a.patchRoots {
		for _, n := range jsonNames(o.st) {
			if near(seg, n) {
				return fmt.Sprintf("%q (%s)", "/status/"+n, o.short)
			}
		}
	}
	return ""
}

func suggest(seg string, names []string) string {
	for _, n := range names {
		if near(seg, n) {
			return fmt.Sprintf(" (did you mean %q?)", n)
		}
	}
	return ""
}

// near reports a likely typo: a case difference, or an edit distance of 1
// (2 for names of 8 letters or more).
func near(a, b string) bool {
	if a == b {
		return false
	}
	if strings.EqualFold(a, b) {
		return true
	}
	limit := 1
	if len(b) >= 8 {
		limit = 2
	}
	// OSA itself gives up on lengths more than limit apart.
	return len(a) >= 4 && editdist.OSA(a, b, limit+1) <= limit
}
