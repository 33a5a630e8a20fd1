package statusfield

import (
	"go/ast"
	"go/constant"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// A list of a status type whose elements are told apart by an enum field —
// KubeVirt's Conditions, each a VirtualMachineInstanceCondition whose Type
// says which condition it is — is shared by every component that keeps one
// of its elements, but each element has its owners. `values:` names such a
// field by its path through the list (Conditions.Type): then the element's
// literal with a constant there (v1.VirtualMachineInstanceCondition{Type:
// v1.VirtualMachineInstanceAgentConnected}) is the component setting that
// value, wherever the literal goes next. It rarely goes into the list
// where it is built: condition managers and append helpers take it, and
// the constant is lost in their parameters. A literal is built to be set;
// one that a write of the list itself takes apart (conds[i] = T{…}) is
// judged at that write instead (expand), and only once.

// elemValue is an element field with per-value owners: path is the values
// entry (Conditions.Type), field the element's field (Type).
type elemValue struct {
	o     *owned
	path  string
	field *types.Var
}

// elemValues indexes the element fields with per-value owners by the
// element's named type.
func elemValues(list []*owned) map[*types.TypeName][]elemValue {
	out := map[*types.TypeName][]elemValue{}
	for _, o := range list {
		for _, path := range slices.Sorted(maps.Keys(o.rule.Values)) {
			fs, err := code.FieldPath(o.named, strings.Split(path, "."))
			if err != nil || len(fs) < 2 {
				continue
			}
			if _, ok := code.Container(fs[len(fs)-2].Type().Underlying()); !ok {
				continue // a field of a struct field, not of a list's element
			}
			elem := namedObj(code.Elem(fs[len(fs)-2].Type()))
			if elem == nil {
				continue
			}
			out[elem] = append(out[elem], elemValue{o: o, path: path, field: fs[len(fs)-1]})
		}
	}
	return out
}

// elementLiteral records a literal of a list element that sets a field with
// per-value owners to a constant (or to what a local variable or a call of
// the package may hold, as values.go follows an enum write).
func (a *analyzer) elementLiteral(lit *ast.CompositeLit) []effects.Direct {
	if a.expanded[lit] {
		return nil
	}
	t := a.info.TypeOf(lit)
	if t == nil {
		return nil
	}
	evs := a.elems[namedObj(code.Deref(t))]
	st, ok := code.Deref(t).Underlying().(*types.Struct)
	if len(evs) == 0 || !ok {
		return nil
	}
	s := &site{pos: lit.Pos(), end: lit.End()}
	for _, fe := range literalFields(a.info, st, lit) {
		for _, ev := range evs {
			if fe.field == ev.field {
				s.keys = append(s.keys, a.elemKeys(ev, fe.value)...)
			}
		}
	}
	// Asked only of a literal that sets a value, so that an allow entry
	// whose function merely builds other elements stays stale (KV0003).
	if len(s.keys) == 0 || a.isAllowed(lit.Pos(), "") {
		return nil
	}
	return a.record(s, "")
}

// elemKeys are the value keys of setting ev's field to v.
func (a *analyzer) elemKeys(ev elemValue, v ast.Expr) []key {
	ft := ev.field.Type()
	// Only a listed value has owners of its own: any other is a write of
	// the list, judged where the list is written.
	listed := func(name string) bool { _, ok := ev.o.rule.Values[ev.path][name]; return ok }
	if tv, ok := a.info.Types[v]; ok && tv.Value != nil {
		if name := constName(ft, tv.Value); tv.Value.Kind() != constant.Unknown && listed(name) {
			return []key{{t: ev.o.table, path: ev.path, value: name}}
		}
		return nil
	}
	var out []key
	for _, fv := range a.flowValues(v) {
		if name := constName(ft, fv.value); listed(name) {
			out = append(out, key{t: ev.o.table, path: ev.path, value: name, from: fv.at})
		}
	}
	return out
}
