package code

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// Locals is what a package's local variables are assigned: the one index
// every pass reads "what does this local hold" from. It is built in one
// walk of the package's inspector and shared by the passes of the package
// (passkit.Locals); each pass once walked the package for its own reading,
// eight walks a package where one serves. It is read-only once built.
type Locals struct {
	ins *inspector.Inspector
	// values lists every assignment of each local in source order, nil
	// where what it then holds cannot be told; changed marks the locals
	// assigned other than as a parameter or named result.
	values  map[*types.Var][]ast.Expr
	changed map[*types.Var]bool
	known   map[*types.Var][]ast.Expr
	single  map[*types.Var]ast.Expr
	defs    map[*types.Var][]Def
	ops     map[*types.Var]bool
}

// assignNodes are the nodes NewLocals reads.
var assignNodes = []ast.Node{(*ast.FuncType)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.IncDecStmt)(nil), (*ast.RangeStmt)(nil), (*ast.UnaryExpr)(nil)}

// NewLocals indexes the assignments of the local variables of the files
// ins was built from. An assignment gives no value (nil in Values) where
// what the variable then holds cannot be told: a parameter or named result
// (it holds its caller's value), a range variable (but the value variable
// of a range over a slice or array literal, declared there, is assigned
// each element), ++/--, an op-assignment, a taken address, a multi-value
// expression. A declaration without values (var k string) is none.
func NewLocals(info *types.Info, ins *inspector.Inspector) *Locals {
	l := &Locals{ins: ins, values: map[*types.Var][]ast.Expr{}, changed: map[*types.Var]bool{},
		defs: map[*types.Var][]Def{}, ops: map[*types.Var]bool{}}
	note := func(lhs ast.Expr, val ast.Expr) {
		if v := LocalVarOf(info, lhs); v != nil {
			l.values[v] = append(l.values[v], val)
			l.changed[v] = true
		}
	}
	def := func(lhs ast.Expr, d Def) {
		if v := LocalVarOf(info, lhs); v != nil {
			l.defs[v] = append(l.defs[v], d)
		}
	}
	ins.Preorder(assignNodes, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.FuncType:
			l.params(info, n.Params)
			l.params(info, n.Results)
		case *ast.AssignStmt:
			l.assign(info, n, note, def)
		case *ast.ValueSpec:
			names := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				names[i] = id
			}
			bindDefs(names, n.Values, def)
			if len(n.Values) == 0 {
				return // var k string: later assignments tell
			}
			for i, name := range n.Names {
				var val ast.Expr
				if len(n.Names) == len(n.Values) {
					val = n.Values[i]
				}
				note(name, val)
			}
		case *ast.IncDecStmt:
			note(n.X, nil)
		case *ast.RangeStmt:
			rangeAssigns(info, n, note)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				note(n.X, nil)
			}
		}
	})
	l.known, l.single = map[*types.Var][]ast.Expr{}, map[*types.Var]ast.Expr{}
	for v, vals := range l.values {
		if slices.Contains(vals, nil) {
			continue
		}
		l.known[v] = vals
		if len(vals) == 1 {
			l.single[v] = vals[0]
		}
	}
	return l
}

// params notes the names of a parameter or result list: each holds a
// value its caller gives.
func (l *Locals) params(info *types.Info, fl *ast.FieldList) {
	if fl == nil {
		return
	}
	for _, f := range fl.List {
		for _, name := range f.Names {
			if v := LocalVarOf(info, name); v != nil {
				l.values[v] = append(l.values[v], nil)
			}
		}
	}
}

// assign notes an assignment statement: its values, its plain definitions
// and the locals an operator assignment changes.
func (l *Locals) assign(info *types.Info, n *ast.AssignStmt, note func(ast.Expr, ast.Expr), def func(ast.Expr, Def)) {
	plain := n.Tok == token.ASSIGN || n.Tok == token.DEFINE
	for i, lhs := range n.Lhs {
		var val ast.Expr
		if len(n.Lhs) == len(n.Rhs) && plain {
			val = n.Rhs[i]
		}
		note(lhs, val)
		if !plain {
			if v := LocalVarOf(info, lhs); v != nil {
				l.ops[v] = true
			}
		}
	}
	if plain {
		bindDefs(n.Lhs, n.Rhs, def)
	}
}

// rangeAssigns notes what a range statement assigns its variables.
func rangeAssigns(info *types.Info, n *ast.RangeStmt, note func(ast.Expr, ast.Expr)) {
	if n.Key != nil {
		note(n.Key, nil)
	}
	if n.Value == nil {
		return
	}
	// A range over a slice or array literal gives its value variable each
	// element in turn (for _, p := range []string{"/status/phase", "/status/reason"}).
	if elts, ok := literalElems(info, n.X); ok && n.Tok == token.DEFINE {
		for _, e := range elts {
			note(n.Value, e)
		}
		return
	}
	note(n.Value, nil)
}

// BuiltFrom reports whether l indexes the files of ins.
func (l *Locals) BuiltFrom(ins *inspector.Inspector) bool { return l.ins == ins }

// Values lists every assignment of each local variable, in source order,
// nil where what the variable then holds cannot be told (see NewLocals).
func (l *Locals) Values() map[*types.Var][]ast.Expr { return l.values }

// Known maps each local variable whose every assignment is known to the
// values assigned, in source order: a variable also changed in a way that
// gives no value (a parameter or named result holds its caller's value
// before any assignment) is left out. A local with one value here stands
// for it wherever it is read.
func (l *Locals) Known() map[*types.Var][]ast.Expr { return l.known }

// Single maps each local variable that is assigned exactly once, and
// changed no other way, to its value: the variables Known gives one value.
func (l *Locals) Single() map[*types.Var]ast.Expr { return l.single }

// Changed reports whether the code assigns v, a local variable, or changes
// it any other way Values counts; a parameter only given its caller's
// value is not.
func (l *Locals) Changed(v *types.Var) bool { return l.changed[v] }

// Defs indexes the plain assignments (=, :=, var v = ...) of the local
// variables. A variable also changed another way (v += x, v++, a range or
// a pointer write) has only its plain assignments listed.
func (l *Locals) Defs() map[*types.Var][]Def { return l.defs }

// OpAssigned marks the local variables that an operator assignment (v +=
// x, v |= x, …) also changes; Defs leaves those assignments out.
func (l *Locals) OpAssigned() map[*types.Var]bool { return l.ops }

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
