package statusfield

import (
	"go/ast"
	"go/types"

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
// entry (Conditions.Type), elem the list's element type, field its field
// (Type). resolve finds them while it checks the values paths.
type elemValue struct {
	o     *owned
	path  string
	list  types.Type // the list's type ([]v1.VirtualMachineInstanceCondition)
	elem  *types.TypeName
	field *types.Var
}

// elemValues indexes the package's element fields with per-value owners by
// the element's named type.
func elemValues(list []*owned) map[*types.TypeName][]elemValue {
	out := map[*types.TypeName][]elemValue{}
	for _, o := range list {
		for _, ev := range o.elems {
			out[ev.elem] = append(out[ev.elem], ev)
		}
	}
	return out
}

// elemValueOf returns the element field path runs to, when it runs through
// a list (or map) to a field of its named element type.
func elemValueOf(o *owned, path string, fs []*types.Var) (elemValue, bool) {
	if len(fs) < 2 {
		return elemValue{}, false
	}
	list := fs[len(fs)-2].Type()
	if _, ok := code.Container(list.Underlying()); !ok {
		return elemValue{}, false // a field of a struct field, not of a list's element
	}
	elem := namedObj(code.Elem(list))
	return elemValue{o: o, path: path, list: list, elem: elem, field: fs[len(fs)-1]}, elem != nil
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
	for _, fe := range code.LiteralFields(st, lit) {
		for _, ev := range evs {
			if fe.Field == ev.field {
				s.keys = append(s.keys, a.elemKeys(ev, fe.Value)...)
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

// elementFieldKeys returns the value keys of an assignment to a field with
// per-value owners of an element that is no status yet (cond.Type =
// v1.VirtualMachineInstanceReady on a condition being built, before it is
// handed to a condition manager): like the literal's key, the value is
// being set, wherever the element goes next. A write into the list itself
// (vmi.Status.Conditions[i].Type = …) is a status write, judged as one.
func (a *analyzer) elementFieldKeys(lhs, rhs ast.Expr) []key {
	sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
	if !ok || rhs == nil {
		return nil
	}
	s, ok := a.info.Selections[sel]
	if !ok || s.Kind() != types.FieldVal {
		return nil
	}
	var out []key
	for _, ev := range a.elems[namedObj(code.Deref(s.Recv()))] {
		if s.Obj() == ev.field {
			out = append(out, a.elemKeys(ev, rhs)...)
		}
	}
	return out
}

// elementFieldSet records the site of an assignment that sets values of
// an element being built (elementFieldKeys), as elementLiteral records a
// literal's.
func (a *analyzer) elementFieldSet(n *ast.AssignStmt, built []key) []effects.Direct {
	if len(built) == 0 || a.isAllowed(n.Pos(), "") {
		return nil
	}
	return a.record(&site{pos: n.Pos(), end: n.End(), keys: built}, "")
}

// elemKeys are the value keys of setting ev's field to v (valueKeys).
func (a *analyzer) elemKeys(ev elemValue, v ast.Expr) []key {
	return a.valueKeys(ev.o, ev.path, ev.field.Type(), v)
}

// valueKeys are the value keys of storing v into o's field at path, of
// type typ. Only a listed value has owners of its own: any other is a
// write of the field (or of the list), judged where it is written.
func (a *analyzer) valueKeys(o *owned, path string, typ types.Type, v ast.Expr) []key {
	svs, _ := a.storedValues(typ, v)
	var out []key
	for _, sv := range svs {
		if _, listed := o.rule.Values[path][sv.name]; listed {
			out = append(out, key{t: o.table, path: path, value: sv.name, from: sv.from, ret: sv.ret})
		}
	}
	return out
}
