package statusfield

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
)

// Assignments that copy status values without writing the status they came
// from: storing into a map the function made, putting back a deep copy of
// the same value. Both were found by reading what a new owned type
// reported on KubeVirt (a volume's entries indexed by name in the handler
// and the launcher; the VMI controller's copy-back of a volume's entry).

// freshMapElem reports whether lhs stores a whole value into a map this
// function made (m[k] = vs with m := make(map[string]v1.VolumeStatus)):
// local storage, like rebinding a variable. A copy of a status's
// elements indexed by name writes none of them; if the map later goes
// into an object, that assignment is the write. A map from anywhere else
// (a parameter, a field, a call) may be the object's: every definition of
// the variable must make a new map.
func (a *analyzer) freshMapElem(lhs ast.Expr) bool {
	ix, ok := ast.Unparen(lhs).(*ast.IndexExpr)
	if !ok {
		return false
	}
	v := code.LocalVarOf(a.info, ix.X)
	if v == nil {
		return false
	}
	defs := a.valueDefs()[v]
	return len(defs) > 0 && !slices.ContainsFunc(defs, func(d code.Def) bool { return !newMap(a.info, d.Rhs) })
}

// newMap reports whether e makes a new map: make(…) or a composite literal.
func newMap(info *types.Info, e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		return code.IsBuiltin(info, e, "make")
	}
	return false
}

// copyBack reports whether lhs = rhs puts back a deep copy of the same
// value, changed since (statusCopy := status.DeepCopy(); statusCopy.Phase =
// …; *status = *statusCopy): each field changed on the copy was judged
// where it was written, and the others are the value's own. The copy must
// come from the API type's own DeepCopy (declared with the type) of a
// pointer that is never reassigned, and be assigned nowhere else.
func (a *analyzer) copyBack(lhs, rhs ast.Expr) bool {
	p, c := derefVar(a.info, lhs), derefVar(a.info, rhs)
	if p == nil || c == nil || len(a.valueDefs()[p]) > 0 {
		return false
	}
	defs := a.valueDefs()[c]
	if len(defs) != 1 {
		return false
	}
	call, ok := ast.Unparen(defs[0].Rhs).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || code.LocalVarOf(a.info, sel.X) != p {
		return false
	}
	m, ok := a.info.Uses[sel.Sel].(*types.Func)
	named := namedObj(code.Deref(p.Type()))
	if !ok || m.Name() != "DeepCopy" || named == nil || m.Pkg() != named.Pkg() || m.Signature().Results().Len() != 1 {
		return false
	}
	return types.Identical(m.Signature().Results().At(0).Type(), p.Type())
}

// derefVar returns the local variable v of *v, or nil.
func derefVar(info *types.Info, e ast.Expr) *types.Var {
	st, ok := ast.Unparen(e).(*ast.StarExpr)
	if !ok {
		return nil
	}
	return code.LocalVarOf(info, st.X)
}

// refreshed reports whether lhs = rhs puts back what the API server
// returned for the same object (patched, err :=
// client.VirtualMachine(ns).PatchStatus(ctx, vm.Name, …); vm.Status =
// patched.Status): the server's copy holds the writes this code sent,
// judged where it built them, and the fields of other writers as the
// server keeps them, so the assignment writes none. Both sides must be
// the same field path of variables of one type; the right one defined
// once, by a call of an API client library's method (code.IsAPIClientCall)
// that names the left one (vm, vm.Name) as an argument; the left one not
// reassigned after that call. A status taken from anything else (a
// computed copy, another object) writes every field.
func (a *analyzer) refreshed(lhs, rhs ast.Expr) bool {
	lv, lpath := a.fieldChain(lhs)
	rv, rpath := a.fieldChain(rhs)
	if lv == nil || rv == nil || lv == rv || !slices.Equal(lpath, rpath) || !types.Identical(lv.Type(), rv.Type()) {
		return false
	}
	defs := a.valueDefs()[rv]
	if len(defs) != 1 || defs[0].Index != 0 {
		return false
	}
	call, ok := ast.Unparen(defs[0].Rhs).(*ast.CallExpr)
	if !ok || !code.IsAPIClientCall(a.info, call) || !slices.ContainsFunc(call.Args, func(e ast.Expr) bool { return a.rootVar(code.Unaddr(e)) == lv }) {
		return false
	}
	return !slices.ContainsFunc(a.valueDefs()[lv], func(d code.Def) bool { return d.Rhs.Pos() > call.Pos() })
}

// fieldChain splits x.F.G (or *x) into the local variable x and the field
// names F, G; nil unless every step is a field selection.
func (a *analyzer) fieldChain(e ast.Expr) (*types.Var, []string) {
	var path []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.SelectorExpr:
			if s := a.info.Selections[x]; s == nil || s.Kind() != types.FieldVal {
				return nil, nil
			}
			path = append(path, x.Sel.Name)
			e = x.X
			continue
		}
		v := code.LocalVarOf(a.info, e)
		slices.Reverse(path)
		return v, path
	}
}
