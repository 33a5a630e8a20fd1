package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
)

// step is one field selection on the way from a base value to a written
// location, e.g. the Status and NodeName of vmi.Status.NodeName.
type step struct {
	field *types.Var
	owner *types.TypeName // the named struct type that declares the field, or nil
}

// location is what a write writes: the field selections that lead to it
// (index, dereference and map steps add none) and its type.
type location struct {
	steps []step
	typ   types.Type
}

// leaf is one written location after keyed literals are taken apart: the
// value written into it is rhs (nil when unknown or not a single value).
type leaf struct {
	steps []step
	typ   types.Type
	rhs   ast.Expr
	// shallow marks an empty literal (ms.TargetState = &T{}): it creates
	// the value and writes none of the fields below it.
	shallow bool
}

// maxAliasDepth bounds alias chains (p := &vmi.Status; q := &p.X; …) and
// protects against cycles among flow-insensitive aliases.
const maxAliasDepth = 8

// locate returns the location an lvalue expression denotes. A local variable
// that holds a pointer, map or slice obtained from a status field (or the
// address of one) stands for that field, so writes through it are writes of
// the field.
func (a *analyzer) locate(e ast.Expr, depth int) location {
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		sel := a.info.Selections[e]
		if sel == nil || sel.Kind() != types.FieldVal {
			return location{typ: a.info.TypeOf(e)}
		}
		base := a.locate(e.X, depth)
		steps := append([]step(nil), base.steps...)
		t := a.info.TypeOf(e.X)
		for _, idx := range sel.Index() {
			st, ok := code.Deref(t).Underlying().(*types.Struct)
			if !ok || idx >= st.NumFields() {
				break
			}
			f := st.Field(idx)
			steps = append(steps, step{field: f, owner: namedObj(code.Deref(t))})
			t = f.Type()
		}
		return location{steps: steps, typ: a.info.TypeOf(e)}
	case *ast.IndexExpr:
		if !indexable(a.info.TypeOf(e.X)) {
			return location{typ: a.info.TypeOf(e)}
		}
		return location{steps: a.locate(e.X, depth).steps, typ: a.info.TypeOf(e)}
	case *ast.StarExpr:
		return location{steps: a.locate(e.X, depth).steps, typ: a.info.TypeOf(e)}
	case *ast.UnaryExpr:
		// *(&vm.Status.Ready) is vm.Status.Ready: the address of a
		// location leads where the location does.
		if e.Op == token.AND {
			return location{steps: a.locate(e.X, depth).steps, typ: a.info.TypeOf(e)}
		}
	case *ast.Ident:
		if v, ok := a.info.Uses[e].(*types.Var); ok && depth < maxAliasDepth {
			if src, ok := a.aliases[v]; ok {
				return location{steps: a.locate(src, depth+1).steps, typ: a.info.TypeOf(e)}
			}
		}
	}
	return location{typ: a.info.TypeOf(e)}
}

// indexable: a value of t, or of what a pointer t points to, can be
// indexed.
func indexable(t types.Type) bool { return t != nil && code.Indexable(code.Deref(t)) }

func namedObj(t types.Type) *types.TypeName {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// ownedOf returns the owned type t is (or points to), or nil.
func (a *analyzer) ownedOf(t types.Type) *owned {
	if t == nil {
		return nil
	}
	if obj := namedObj(code.Deref(t)); obj != nil {
		return a.owned[obj]
	}
	return nil
}

// inOwned reports whether a location lies inside an owned type.
func (a *analyzer) inOwned(steps []step) bool {
	for _, s := range steps {
		if s.owner != nil && a.owned[s.owner] != nil {
			return true
		}
	}
	return false
}

// expand turns a write of value rhs into the location (steps, typ) into the
// leaves it writes:
//   - a keyed struct literal (directly, through &, or through a local
//     variable whose only definition is one) writes the keys it names; an
//     empty one writes the location itself but nothing listed below it;
//   - a whole owned struct written where no owned type encloses it (vmi.Status = s,
//     *status = s) writes every field of it;
//   - replacing a nested owned value (vmi.Status.MigrationState = ms) is a
//     write of the enclosing field only: the values come from elsewhere, and
//     whoever authored them was checked where they were written.
func (a *analyzer) expand(steps []step, typ types.Type, rhs ast.Expr, out *[]leaf) {
	if lit, ok := a.literalOf(rhs); ok {
		st, isStruct := code.Deref(typ).Underlying().(*types.Struct)
		if isStruct {
			if lit != nil {
				a.expanded[lit] = true
			}
			owner := namedObj(code.Deref(typ))
			elts := code.LiteralFields(st, lit)
			if len(elts) == 0 {
				if a.inOwned(steps) {
					*out = append(*out, leaf{steps: steps, typ: typ, shallow: true})
				}
				return
			}
			for _, fe := range elts {
				a.expand(appendStep(steps, step{field: fe.Field, owner: owner}), fe.Field.Type(), fe.Value, out)
			}
			return
		}
	}
	if !a.inOwned(steps) {
		o := a.ownedOf(typ)
		if o == nil {
			return
		}
		owner := o.named.Obj()
		for i := 0; i < o.st.NumFields(); i++ {
			f := o.st.Field(i)
			*out = append(*out, leaf{steps: appendStep(steps, step{field: f, owner: owner}), typ: f.Type()})
		}
		return
	}
	*out = append(*out, leaf{steps: steps, typ: typ, rhs: rhs})
}

func appendStep(steps []step, s step) []step {
	out := make([]step, len(steps), len(steps)+1)
	copy(out, steps)
	return append(out, s)
}

// literalOf returns the struct literal rhs is: T{…}, &T{…}, or a local
// variable whose only definition is one (or `var x T`, the zero literal,
// returned as nil with ok).
func (a *analyzer) literalOf(rhs ast.Expr) (*ast.CompositeLit, bool) {
	if rhs == nil {
		return nil, false
	}
	switch e := code.Unaddr(rhs).(type) {
	case *ast.CompositeLit:
		return e, true
	case *ast.Ident:
		if v, ok := a.info.Uses[e].(*types.Var); ok {
			if d, ok := a.litVars[v]; ok && d.ok {
				return d.lit, true
			}
		}
	}
	return nil, false
}

// key is one effect key with what a diagnostic needs to describe it.
type key struct {
	t       *table
	path    string // dotted Go field path from o
	value   string // constant name for an enum write, else ""
	shallow bool   // an empty literal: the paths listed below are not written
	remove  bool   // the value is taken out of a list (valueparams.go), not set
	// from is where a value the write stores through a variable or a call
	// is written as a constant (values.go); nil for a constant write. ret
	// is the first return of a called function the value passes.
	from ast.Expr
	ret  ast.Node
}

// String renders the effect key: "import/path.Type.Path", with "=CONST" for
// an enum value ("=-CONST" for its removal) or "{}" for a shallow write.
func (k key) String() string { return k.t.key + "." + k.name() }

// name renders the key below its type.
func (k key) name() string {
	s := k.path
	switch {
	case k.remove:
		s += "=-" + k.value
	case k.value != "":
		s += "=" + k.value
	case k.shallow:
		s += "{}"
	}
	return s
}

// check returns what refuses comp this write.
func (k key) check(w writer) []violation {
	var vs []violation
	if k.remove {
		vs = k.t.checkRemove(w, k.path, k.value)
	} else {
		vs = k.t.check(w, k.path, k.value, k.shallow)
	}
	for i := range vs {
		vs[i].from = k.from
	}
	return vs
}

// keys lists the effect keys of a leaf: one per owned type the location
// lies in (vmi.Status.MigrationState.Completed is a write of
// VirtualMachineInstanceStatus.MigrationState.Completed and of
// VirtualMachineInstanceMigrationState.Completed), so a write must be
// allowed at every level.
func (a *analyzer) keys(l leaf) []key {
	var out []key
	var svs []storedValue // what l.rhs may hold, found once for every level
	isConst, done := false, false
	for i, s := range l.steps {
		o := a.owned[s.owner]
		if s.owner == nil || o == nil {
			continue
		}
		path := dotted(l.steps[i:])
		if path == "" {
			continue
		}
		k := key{t: o.table, path: path, shallow: l.shallow}
		if o.hasValues(path) && l.rhs != nil {
			if !done {
				svs, isConst = a.storedValues(l.typ, l.rhs)
				done = true
			}
			out = append(out, withValues(k, svs, isConst)...)
			continue
		}
		out = append(out, k)
	}
	return out
}

// withValues gives a key of a field with per-value owners the values a
// write may store there (storedValues): a constant's, or, for the write of
// a variable or a call, the field and each constant it may hold (values.go).
func withValues(k key, svs []storedValue, isConst bool) []key {
	if isConst {
		if len(svs) == 1 {
			k.value = svs[0].name
		}
		return []key{k}
	}
	var out []key
	for _, v := range svs {
		kv := k
		kv.value, kv.from, kv.ret = v.name, v.from, v.ret
		out = append(out, kv)
	}
	return append(out, k)
}

// dotted renders the field path of steps, skipping embedded fields (their
// fields are promoted, as Go and encoding/json both treat them).
func dotted(steps []step) string {
	var parts []string
	for _, s := range steps {
		if !s.field.Embedded() {
			parts = append(parts, s.field.Name())
		}
	}
	return strings.Join(parts, ".")
}
