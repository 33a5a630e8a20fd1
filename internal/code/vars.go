package code

import (
	"go/ast"
	"go/token"
	"go/types"
)

// LocalVar returns obj as a variable when it is a function-local variable
// (a parameter, a result or a variable declared in a body), and nil for a
// field, a package-level variable, a variable of no package (the blank
// identifier's declarations) or any other object.
func LocalVar(obj types.Object) *types.Var {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// LocalVarOf returns the local variable (LocalVar) that the expression e
// names, parentheses looked through, or nil when e is no identifier of one.
func LocalVarOf(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	return LocalVar(info.ObjectOf(id))
}

// PackageVar returns obj as a variable when it is a package-level variable,
// else nil.
func PackageVar(obj types.Object) *types.Var {
	v, ok := obj.(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// BoundFuncLits returns the function literals body assigns to local
// variables (v := func..., v = func..., var v = func...), by variable: a
// call v(args) runs one of them, with args for its parameters. A literal
// assigned to anything else (a field, a map element) is not listed.
func BoundFuncLits(info *types.Info, body *ast.BlockStmt) map[*types.Var][]*ast.FuncLit {
	out := map[*types.Var][]*ast.FuncLit{}
	if body == nil {
		return out
	}
	for v, ds := range LocalDefsIn(info, body) {
		for _, d := range ds {
			if lit, ok := ast.Unparen(d.Rhs).(*ast.FuncLit); ok {
				out[v] = append(out[v], lit)
			}
		}
	}
	return out
}

// CalledLits returns the function literals a call of fun may run, given
// defs, the plain assignments of the local variables in scope (LocalDefs,
// LocalDefsIn): fun itself (called in place), the literals a local
// variable fun names is assigned (f := func…; f(x)), or those a struct
// literal a local variable s is assigned sets as field F, for fun = s.F
// (s := setter{set: func…}; s.set(x)). A literal reached any other way (a
// parameter, a field assigned later, a map element) is not listed.
func CalledLits(info *types.Info, defs map[*types.Var][]Def, fun ast.Expr) []*ast.FuncLit {
	fun = ast.Unparen(fun)
	if lit, ok := fun.(*ast.FuncLit); ok {
		return []*ast.FuncLit{lit}
	}
	var field *types.Var
	if sel, ok := fun.(*ast.SelectorExpr); ok {
		if v, isVar := info.ObjectOf(sel.Sel).(*types.Var); isVar && v.IsField() {
			fun, field = sel.X, v
		} else {
			return nil
		}
	}
	v := LocalVarOf(info, fun)
	if v == nil {
		return nil
	}
	var lits []*ast.FuncLit
	for _, d := range defs[v] {
		if d.Index != 0 {
			continue
		}
		rhs := ast.Unparen(d.Rhs)
		if field != nil {
			rhs = nil
			lit := Literal(d.Rhs)
			for _, fv := range LiteralFields(StructLiteral(info, lit), lit) {
				if fv.Field.Origin() == field.Origin() {
					rhs = ast.Unparen(fv.Value)
				}
			}
		}
		if lit, ok := rhs.(*ast.FuncLit); ok {
			lits = append(lits, lit)
		}
	}
	return lits
}

// LitParams returns the parameters of the function literal lit by index,
// the variadic last one left out: an argument there is one element of a
// slice, not the parameter's value.
func LitParams(info *types.Info, lit *ast.FuncLit) []*types.Var {
	sig, _ := info.TypeOf(lit).(*types.Signature)
	if sig == nil {
		return nil
	}
	n := sig.Params().Len()
	if sig.Variadic() {
		n--
	}
	out := make([]*types.Var, n)
	for i := range n {
		out[i] = sig.Params().At(i)
	}
	return out
}

// PackageVarInits maps the package-level variables declared in files with
// one value per name to that value (var binaries = map[string]string{…}).
func PackageVarInits(info *types.Info, files []*ast.File) map[*types.Var]ast.Expr {
	out := map[*types.Var]ast.Expr{}
	for _, f := range files {
		for vs := range ValueSpecs(f, token.VAR) {
			if len(vs.Names) != len(vs.Values) {
				continue
			}
			for i, name := range vs.Names {
				if v, ok := info.Defs[name].(*types.Var); ok {
					out[v] = vs.Values[i]
				}
			}
		}
	}
	return out
}

// Def is one assignment of a local variable: the Index-th value of Rhs (0
// unless Rhs is a call or other expression yielding several values).
type Def struct {
	Rhs   ast.Expr
	Index int
}

// LocalDefsIn is Locals.Defs of the local variables assigned below root (a
// function's body).
func LocalDefsIn(info *types.Info, root ast.Node) map[*types.Var][]Def {
	out := map[*types.Var][]Def{}
	def := func(lhs ast.Expr, d Def) {
		if v := LocalVarOf(info, lhs); v != nil {
			out[v] = append(out[v], d)
		}
	}
	ast.Inspect(root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
				bindDefs(n.Lhs, n.Rhs, def)
			}
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			bindDefs(names, n.Values, def)
		}
		return true
	})
	return out
}

// bindDefs gives each of lhs its value of rhs: the one in its place, or
// its index in one expression of several values.
func bindDefs(lhs, rhs []ast.Expr, def func(ast.Expr, Def)) {
	switch {
	case len(lhs) == len(rhs):
		for i := range lhs {
			def(lhs[i], Def{Rhs: rhs[i]})
		}
	case len(rhs) == 1:
		for i := range lhs {
			def(lhs[i], Def{Rhs: rhs[0], Index: i})
		}
	}
}

// FieldDefs indexes what files store in the unexported fields of pkg's own
// struct types: the values put in composite literals (keyed or in order)
// and by plain assignments (x.f = v). changed holds such a field also
// changed another way (x.f += v, its address taken, a call of several
// results or a range assigning it): its listed values are then not all it
// may hold. An exported field, which other packages may store into, is in
// neither map.
func FieldDefs(info *types.Info, pkg *types.Package, files []*ast.File) (defs map[*types.Var][]ast.Expr, changed map[*types.Var]bool) {
	defs, changed = map[*types.Var][]ast.Expr{}, map[*types.Var]bool{}
	own := func(v *types.Var) bool { return v != nil && v.IsField() && v.Pkg() == pkg && !v.Exported() }
	field := func(e ast.Expr) *types.Var {
		sel, _ := ast.Unparen(e).(*ast.SelectorExpr)
		if s := info.Selections[sel]; sel != nil && s != nil && s.Kind() == types.FieldVal {
			if v, _ := s.Obj().(*types.Var); own(v) {
				return v
			}
		}
		return nil
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				for _, fv := range LiteralFields(StructLiteral(info, n), n) {
					if own(fv.Field) {
						defs[fv.Field] = append(defs[fv.Field], fv.Value)
					}
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if v := field(l); v != nil {
						if n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
							defs[v] = append(defs[v], n.Rhs[i])
						} else {
							changed[v] = true
						}
					}
				}
			case *ast.UnaryExpr:
				if v := field(n.X); v != nil && n.Op == token.AND {
					changed[v] = true
				}
			case *ast.RangeStmt:
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if v := field(e); v != nil {
						changed[v] = true
					}
				}
			}
			return true
		})
	}
	return defs, changed
}

// ElemStore is one plain assignment to an element of a map, slice or array
// held in a variable or field: v[Key] = Val.
type ElemStore struct {
	Key, Val ast.Expr
}

// ElemStores indexes the plain assignments (=) to elements of variables and
// fields in files (bins["mount"] = p, r.argv[0] = p), by the variable or
// field indexed: what a lookup of the container may find besides its
// literal's elements.
func ElemStores(info *types.Info, files []*ast.File) map[*types.Var][]ElemStore {
	out := map[*types.Var][]ElemStore{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
				return true
			}
			for i, l := range as.Lhs {
				ix, ok := ast.Unparen(l).(*ast.IndexExpr)
				if !ok {
					continue
				}
				if v := VarOf(info, ix.X); v != nil {
					out[v] = append(out[v], ElemStore{ix.Index, as.Rhs[i]})
				}
			}
			return true
		})
	}
	return out
}

// VarOf returns the variable or field e names (v, x.f, pkg.V), or nil.
func VarOf(info *types.Info, e ast.Expr) *types.Var {
	v, _ := info.Uses[NameIdent(e)].(*types.Var) // a field selection's, or a qualified identifier's
	return v
}
