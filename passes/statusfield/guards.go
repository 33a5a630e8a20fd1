package statusfield

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// An element of a list with per-value owners changed in place — its
// status, reason or message set where the code has just picked the element
// by its type:
//
//	for i, c := range vmi.Status.Conditions {
//		if c.Type == v1.VirtualMachineInstanceReady {
//			vmi.Status.Conditions[i].Status = k8sv1.ConditionFalse
//		}
//	}
//
// — is that condition being set, as a literal with the type would be, and
// only the value's owners may do it. The element is picked by an if whose
// condition compares it (a conjunct of it), by a switch case on its field,
// or by an earlier `if c.Type != X { continue }` (or return) in a block
// around the write.

// elemRef names one element of a list: the index variable and the list
// expression, as written.
type elemRef struct {
	idx  types.Object
	list string
}

// guardedElemKeys returns the value keys of a write of lhs, a field of a
// list element other than its per-value field, made where the code picked
// the element by comparing that field with constants.
func (a *analyzer) guardedElemKeys(lhs ast.Expr) []key {
	sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	t := a.info.TypeOf(sel.X)
	if t == nil {
		return nil
	}
	evs := a.elems[namedObj(code.Deref(t))]
	if len(evs) == 0 {
		return nil
	}
	ref, ok := a.elemOf(sel.X, 0)
	if !ok {
		return nil
	}
	written, _ := a.info.Uses[sel.Sel].(*types.Var)
	var out []key
	for _, ev := range evs {
		if written == ev.field {
			continue // the per-value field itself: a value write, judged as one
		}
		for _, c := range a.guardConsts(lhs, ref, ev.field) {
			if c.expr != nil {
				out = append(out, a.elemKeys(ev, c.expr)...)
				continue
			}
			name := code.ConstName(ev.field.Type(), c.val)
			if _, listed := ev.o.rule.Values[ev.path][name]; listed {
				out = append(out, key{t: ev.o.table, path: ev.path, value: name})
			}
		}
	}
	return out
}

// elemOf returns the list element e stands for: L[i] with i a variable, a
// local assigned once with it or its address, or the value variable of a
// range over L that keeps the index.
func (a *analyzer) elemOf(e ast.Expr, depth int) (elemRef, bool) {
	e = ast.Unparen(e)
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
	}
	switch e := e.(type) {
	case *ast.IndexExpr:
		id, ok := ast.Unparen(e.Index).(*ast.Ident)
		if !ok || a.info.ObjectOf(id) == nil {
			return elemRef{}, false
		}
		return elemRef{idx: a.info.ObjectOf(id), list: types.ExprString(ast.Unparen(e.X))}, true
	case *ast.Ident:
		if v := code.LocalVarOf(a.info, e); v != nil {
			if ref, ok := a.rangeElems()[v]; ok {
				return ref, true
			}
		}
		if def := a.singleDef(e); def != nil && depth < 2 {
			return a.elemOf(code.Unaddr(def), depth+1)
		}
	}
	return elemRef{}, false
}

// rangeElems maps the value variable of each range that keeps its index
// (for i, c := range L) to the element it holds, built on first use.
func (a *analyzer) rangeElems() map[*types.Var]elemRef {
	if a.ranged != nil {
		return a.ranged
	}
	a.ranged = map[*types.Var]elemRef{}
	a.ctx.Inspector().Preorder([]ast.Node{(*ast.RangeStmt)(nil)}, func(n ast.Node) {
		r := n.(*ast.RangeStmt)
		k, kok := r.Key.(*ast.Ident)
		v, vok := r.Value.(*ast.Ident)
		if r.Tok != token.DEFINE || !kok || !vok {
			return
		}
		if kv, vv := a.info.Defs[k], code.LocalVarOf(a.info, v); kv != nil && vv != nil {
			a.ranged[vv] = elemRef{idx: kv, list: types.ExprString(ast.Unparen(r.X))}
		}
	})
	return a.ranged
}

// guardValue is a constant the code compared the element's field with
// before the write: an expression (a switch case, which may be any value)
// or the value of a comparison.
type guardValue struct {
	expr ast.Expr
	val  constant.Value
}

// guardConsts returns the constants the code compared ref's field with to
// pick the element before it writes at e, innermost first.
func (a *analyzer) guardConsts(e ast.Expr, ref elemRef, field *types.Var) []guardValue {
	cur, ok := a.ctx.Inspector().Root().FindByPos(e.Pos(), e.End())
	if !ok {
		return nil
	}
	var out []guardValue
	add := func(vals []constant.Value) {
		for _, v := range vals {
			out = append(out, guardValue{val: v})
		}
	}
	for below, c := cur.Node(), cur.Parent(); c.Node() != nil; below, c = c.Node(), c.Parent() {
		switch n := c.Node().(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return out
		case *ast.IfStmt:
			if below == n.Body {
				add(a.comparedIn(n.Cond, token.EQL, ref, field))
			}
		case *ast.CaseClause:
			body := c.Parent()
			if s, ok := body.Parent().Node().(*ast.SwitchStmt); ok && body.Node() == s.Body && a.picksExpr(s.Tag, ref, field) {
				for _, e := range n.List {
					out = append(out, guardValue{expr: e})
				}
			}
		case *ast.BlockStmt:
			add(a.skippedOthers(n, below, ref, field))
		}
	}
	return out
}

// picker reports whether x.f reads the element a comparison is about.
type picker func(x ast.Expr, f *types.Var) bool

// comparedIn returns the constants cond compares ref's field with by op,
// in it or in an operand of && or ||: where the branch is taken (==) the
// element is one of them (c.Type == A || c.Type == B), and past a skip
// (!=) too (if c.Type != A && c.Type != B { continue }).
func (a *analyzer) comparedIn(cond ast.Expr, op token.Token, ref elemRef, field *types.Var) []constant.Value {
	return a.compared(cond, op, func(x ast.Expr, f *types.Var) bool { return a.picks(x, f, ref, field) }, 0)
}

// compared is comparedIn for any reading of the field (picks), through
// what can hide the comparison: a negation (op flips), a local holding
// it (ready := c.Type == X) and a predicate that returns it (isReady(c),
// of this package or another: predicates.go), so that a helper cannot
// switch the element's owners off; depth bounds the chain.
func (a *analyzer) compared(cond ast.Expr, op token.Token, picks picker, depth int) []constant.Value {
	if depth > 4 {
		return nil
	}
	switch x := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			return a.compared(x.X, flip(op), picks, depth+1)
		}
	case *ast.Ident:
		if v := code.LocalVarOf(a.info, x); v != nil && a.definedWithValue(v) {
			if vals := a.assigned()[v]; len(vals) == 1 && vals[0] != nil {
				return a.compared(vals[0], op, picks, depth+1)
			}
		}
	case *ast.CallExpr:
		return a.predicateConsts(x, op, picks)
	case *ast.BinaryExpr:
		if x.Op == token.LAND || x.Op == token.LOR {
			return append(a.compared(x.X, op, picks, depth), a.compared(x.Y, op, picks, depth)...)
		}
		if x.Op != op {
			return nil
		}
		for _, xy := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
			sel, ok := ast.Unparen(xy[0]).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			f, _ := a.info.Uses[sel.Sel].(*types.Var)
			if tv, ok := a.info.Types[xy[1]]; ok && tv.Value != nil && f != nil && picks(sel.X, f) {
				return []constant.Value{tv.Value}
			}
		}
	}
	return nil
}

// predicateConsts returns the constants a predicate compares the field
// with, where call hands it the element: read true (op ==), the values it
// holds when true; read false (past a skip), those its one result failed
// on (predicates.go).
func (a *analyzer) predicateConsts(call *ast.CallExpr, op token.Token, picks picker) []constant.Value {
	var out []constant.Value
	for _, p := range a.calledPicks(call) {
		if p.read != (op == token.EQL) || p.param >= len(call.Args) {
			continue
		}
		arg := code.Unaddr(call.Args[p.param])
		// p.field of the parameter reads the element where arg.field would.
		obj, _, _ := types.LookupFieldOrMethod(a.info.TypeOf(arg), true, a.ctx.Pass.Pkg, p.field)
		if f, ok := obj.(*types.Var); ok && f.IsField() && picks(arg, f) {
			out = append(out, p.vals...)
		}
	}
	return out
}

func flip(op token.Token) token.Token {
	if op == token.EQL {
		return token.NEQ
	}
	return token.EQL
}

// picks reports whether x.f reads ref's field (c.Type, conds[i].Type).
func (a *analyzer) picks(x ast.Expr, f *types.Var, ref elemRef, field *types.Var) bool {
	if f != field {
		return false
	}
	got, ok := a.elemOf(x, 0)
	return ok && got == ref
}

// picksExpr is picks for a selector expression (a switch's tag).
func (a *analyzer) picksExpr(e ast.Expr, ref elemRef, field *types.Var) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	f, _ := a.info.Uses[sel.Sel].(*types.Var)
	return f != nil && a.picks(sel.X, f, ref, field)
}

// skippedOthers returns the constant of each `if c.Type != X { continue }`
// (or return) among the statements of block before the one holding the
// write: past it, the element is X.
func (a *analyzer) skippedOthers(block *ast.BlockStmt, below ast.Node, ref elemRef, field *types.Var) []constant.Value {
	var out []constant.Value
	for _, st := range block.List {
		if st == below {
			break
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Else != nil || ifs.Init != nil || len(ifs.Body.List) != 1 {
			continue
		}
		switch leave := ifs.Body.List[0].(type) {
		case *ast.BranchStmt:
			if leave.Tok != token.CONTINUE {
				continue
			}
		case *ast.ReturnStmt:
		default:
			continue
		}
		out = append(out, a.comparedIn(ifs.Cond, token.NEQ, ref, field)...)
	}
	return out
}
