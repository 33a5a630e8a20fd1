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
	defs := map[*types.Var][]Def{}
	localDefsIn(info, body, defs)
	for v, ds := range defs {
		for _, d := range ds {
			if lit, ok := ast.Unparen(d.Rhs).(*ast.FuncLit); ok {
				out[v] = append(out[v], lit)
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

// LocalDefs indexes the plain assignments (=, :=, var v = ...) of the local
// variables in files. A variable also changed another way (v += x, v++, a
// range or a pointer write) has only its plain assignments listed.
func LocalDefs(info *types.Info, files []*ast.File) map[*types.Var][]Def {
	out := map[*types.Var][]Def{}
	for _, f := range files {
		localDefsIn(info, f, out)
	}
	return out
}

// localDefsIn adds the plain assignments below root to out, in source order.
func localDefsIn(info *types.Info, root ast.Node, out map[*types.Var][]Def) {
	def := func(lhs ast.Expr, d Def) {
		if v := LocalVarOf(info, lhs); v != nil {
			out[v] = append(out[v], d)
		}
	}
	bind := func(lhs, rhs []ast.Expr) {
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
	ast.Inspect(root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.ASSIGN || n.Tok == token.DEFINE {
				bind(n.Lhs, n.Rhs)
			}
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			bind(names, n.Values)
		}
		return true
	})
}

// OpAssigned returns the local variables of files that an operator
// assignment (v += x, v |= x, …) also changes; LocalDefs leaves those
// assignments out.
func OpAssigned(info *types.Info, files []*ast.File) map[*types.Var]bool {
	out := map[*types.Var]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && as.Tok != token.ASSIGN && as.Tok != token.DEFINE {
				for _, l := range as.Lhs {
					if v := LocalVarOf(info, l); v != nil {
						out[v] = true
					}
				}
			}
			return true
		})
	}
	return out
}
