package code

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"
)

// Assignments maps each local variable whose every assignment is known to
// the values assigned, in source order: a variable also changed in a way
// that gives no value (see EachAssignment; a parameter or named result
// holds its caller's value before any assignment) is left out. The one
// reading of "what a local holds" every pass shares: a local with one
// value here stands for it wherever it is read.
func Assignments(info *types.Info, ins *inspector.Inspector) map[*types.Var][]ast.Expr {
	out := map[*types.Var][]ast.Expr{}
	unknown := map[*types.Var]bool{}
	EachAssignment(info, ins, true, func(v *types.Var, val ast.Expr) {
		if val == nil {
			unknown[v] = true
		}
		out[v] = append(out[v], val)
	})
	for v := range unknown {
		delete(out, v)
	}
	return out
}

// SingleAssignments maps each local variable that is assigned exactly once,
// and changed no other way, to its value: the variables Assignments gives
// one value, read without building their lists (three passes ask it of
// every package).
func SingleAssignments(info *types.Info, ins *inspector.Inspector) map[*types.Var]ast.Expr {
	// One map: a variable's only value, or drop, this call's own mark for a
	// variable assigned again or without a value of its own.
	out := map[*types.Var]ast.Expr{}
	drop := &ast.BadExpr{}
	EachAssignment(info, ins, true, func(v *types.Var, val ast.Expr) {
		if _, seen := out[v]; seen || val == nil {
			out[v] = drop
		} else {
			out[v] = val
		}
	})
	for v, val := range out {
		if val == drop {
			delete(out, v)
		}
	}
	return out
}

// assignNodes are the nodes EachAssignment reads.
var assignNodes = []ast.Node{(*ast.FuncType)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.IncDecStmt)(nil), (*ast.RangeStmt)(nil), (*ast.UnaryExpr)(nil)}

// EachAssignment calls note for every assignment of a local variable, in
// source order, with the value assigned, or nil where what the variable
// then holds cannot be told: a range variable (but the value variable of
// a range over a slice or array literal, declared there, is assigned each
// element), ++/--, an op-assignment, a taken address, a multi-value
// expression and, with params, a parameter or named result. A declaration
// without values (var k string) is none.
func EachAssignment(info *types.Info, ins *inspector.Inspector, params bool, note func(*types.Var, ast.Expr)) {
	noteExpr := func(lhs ast.Expr, val ast.Expr) {
		if v := LocalVarOf(info, lhs); v != nil {
			note(v, val)
		}
	}
	fields := func(fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			for _, name := range f.Names {
				noteExpr(name, nil)
			}
		}
	}
	ins.Preorder(assignNodes, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.FuncType:
			if params {
				fields(n.Params)
				fields(n.Results)
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				var val ast.Expr
				if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
					val = n.Rhs[i]
				}
				noteExpr(lhs, val)
			}
		case *ast.ValueSpec:
			if len(n.Values) == 0 {
				return // var k string: later assignments tell
			}
			for i, name := range n.Names {
				var val ast.Expr
				if len(n.Names) == len(n.Values) {
					val = n.Values[i]
				}
				noteExpr(name, val)
			}
		case *ast.IncDecStmt:
			noteExpr(n.X, nil)
		case *ast.RangeStmt:
			if n.Key != nil {
				noteExpr(n.Key, nil)
			}
			if n.Value == nil {
				break
			}
			// A range over a slice or array literal gives its value
			// variable each element in turn (for _, p := range
			// []string{"/status/phase", "/status/reason"}).
			if elts, ok := literalElems(info, n.X); ok && n.Tok == token.DEFINE {
				for _, e := range elts {
					noteExpr(n.Value, e)
				}
				break
			}
			noteExpr(n.Value, nil)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				noteExpr(n.X, nil)
			}
		}
	})
}

// literalElems returns the elements of e when it is a slice or array
// literal without keys.
func literalElems(info *types.Info, e ast.Expr) ([]ast.Expr, bool) {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return nil, false
	}
	t := info.TypeOf(lit)
	if t == nil {
		return nil, false
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return nil, false
	}
	for _, el := range lit.Elts {
		if _, keyed := el.(*ast.KeyValueExpr); keyed {
			return nil, false
		}
	}
	return lit.Elts, true
}
