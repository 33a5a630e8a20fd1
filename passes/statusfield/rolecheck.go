package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// roleSite is a constant enum write a role may restrict: an assignment
// (or keyed literal) of the value, or a return of it from a function that
// computes the field's value.
type roleSite struct {
	pos, end token.Pos
	k        key
	returned bool
	// via names the helper a call site reaches the write through (viaKey
	// for the finding's subject), role the one role its write was left
	// open for, and inner (same package) the write's place in the helper.
	via, viaKey string
	role        string
	inner       token.Pos
	// innerReturns: inner is a return of the value, not a write.
	innerReturns bool
	// innerBy names the function that makes the write at inner where via
	// does not (a call through an interface: the implementation).
	innerBy string
	// extra are what the call's arguments say of the predicates, for the
	// flags the callee tested on the way to its write (roleflags.go).
	extra []predFact
	// bound: the helper's own path bound the role (shared code).
	bound bool
}

// roleField is an enum field some role restricts, with its Go type (a
// returned constant of that type is a computed value of the field).
type roleField struct {
	o     *owned
	path  string
	typ   types.Type
	roles []*boundRole
}

// checkRoles reports SF1002 for every constant write of a role-restricted
// value that the writer may not make for a role its path has not ruled
// out. Path conditions come from flow.Conds on the writing function's
// control-flow graph: a role is ruled out where its predicate was tested
// false on every path into the write; with While, it binds only where one
// of those predicates was tested true on every path. A write in a helper
// whose own paths neither bind the role nor rule it out is judged at the
// helper's calls, on the caller's paths (rolecalls.go).
func (a *analyzer) checkRoles(ins *inspector.Inspector) {
	fields := a.roleFields()
	if len(fields) == 0 {
		return
	}
	var sites []roleSite
	for _, s := range a.sites {
		for _, k := range s.keys {
			// Roles bind on the paths into a constant: a value a function
			// computes is judged at its return (returnedValues); one held
			// by a variable is not judged by role.
			if k.value != "" && k.from == nil && fieldOf(fields, k) != nil {
				sites = append(sites, roleSite{pos: s.pos, end: s.end, k: k})
			}
		}
	}
	var fns []*roleFn
	// By cursor: a return's function is its innermost enclosing one, and
	// WithStack kept the stack of every node of every function.
	for cur := range ins.Root().Preorder((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.ReturnStmt)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.FuncDecl:
			if n.Body != nil {
				fn, _ := a.info.Defs[n.Name].(*types.Func)
				fns = append(fns, &roleFn{node: n, body: n.Body, obj: fn})
			}
		case *ast.FuncLit:
			fns = append(fns, &roleFn{node: n, body: n.Body})
		case *ast.ReturnStmt:
			for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
				sites = append(sites, a.returnedValues(n, fn.Node(), fields)...)
				break
			}
		}
	}
	for _, s := range sites {
		if fn := innermostFn(fns, s.pos); fn != nil {
			fn.own = append(fn.own, s)
		}
	}
	a.addReturnedWrites(fns, fields)
	a.solveRoles(fns, fields)
}

// roleFn is one function's role sites and path conditions (solved once,
// when it first has a site).
type roleFn struct {
	node  ast.Node
	body  *ast.BlockStmt
	obj   *types.Func // nil for a literal
	own   []roleSite
	g     *flow.Blocks
	conds [][]flow.Cond
	// open are the writes no path of the function binds or rules out.
	open []openWrite
}

// roleFields lists the enum fields the package's owned types restrict by
// role, with the roles bound in this package.
func (a *analyzer) roleFields() []*roleField {
	var out []*roleField
	for _, o := range a.list {
		if len(o.rule.Roles) == 0 {
			continue
		}
		bound := bindRoles(o, a.see)
		for _, path := range o.rolePaths() {
			ft, err := fieldType(o.named, path)
			if err != nil {
				continue
			}
			f := &roleField{o: o, path: path, typ: ft}
			for _, b := range bound {
				if _, ok := b.Values[path]; ok {
					f.roles = append(f.roles, b)
				}
			}
			if len(f.roles) > 0 {
				out = append(out, f)
			}
		}
	}
	return out
}

// rolePaths lists the fields o's roles restrict, sorted.
func (o *owned) rolePaths() []string {
	var out []string
	for _, r := range o.rule.Roles {
		for p := range r.Values {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	slices.Sort(out)
	return out
}

func fieldOf(fields []*roleField, k key) *roleField {
	for _, f := range fields {
		if f.o.table == k.t && f.path == k.path {
			return f
		}
	}
	return nil
}

// innermostFn returns the function of fns (preorder: outer before inner)
// whose body holds pos most closely.
func innermostFn(fns []*roleFn, pos token.Pos) *roleFn {
	var best *roleFn
	for _, fn := range fns {
		if fn.node.Pos() <= pos && pos < fn.node.End() {
			best = fn
		}
	}
	return best
}

// blockAt returns the index of the live block with a node that holds pos,
// or -1.
func blockAt(g *flow.Blocks, pos token.Pos) int {
	for _, b := range g.Blocks {
		if !b.Live {
			continue
		}
		for _, n := range b.Nodes {
			if n.Pos() <= pos && pos < n.End() {
				return int(b.Index)
			}
		}
	}
	return -1
}

// predFact is what the path into a block knows about a predicate: its
// value and the test that told it.
type predFact struct {
	obj types.Object
	// key names the predicate where only another package's fact does
	// (rolepredicates.go); obj is nil then.
	key string
	// eq, when set, names the constant an enum field obj was compared
	// with: the fact is that the field equals it (val) or not.
	eq   string
	val  bool
	test ast.Expr
	// at is where the path's test is written, when test is a case's
	// comparison with its switch's tag that the code never spells.
	at ast.Node
	// alts, when set, is a disjunction: one of these lists of facts held
	// (a || b tested true, a predicate with several true results).
	alts [][]predFact
	// param, when set, is a boolean parameter tested (roleflags.go): a
	// fact of no predicate until a call hands it an argument.
	param *types.Var
	// handed: test is an argument passed for a flag the callee tests.
	handed bool
}

// predicateFacts turns a block's path conditions into predicate values:
// a && b true implies both true, a || b false both false, !a flips; a || b
// true (a && b false) one of the two (predFact.alts); a helper predicate
// what its body or fact says (rolepredicates.go).
func (a *analyzer) predicateFacts(conds []flow.Cond) []predFact {
	var out []predFact
	for _, c := range conds {
		n := len(out)
		out = a.implied(c.Expr, c.Value, out)
		for i := n; c.At != ast.Node(c.Expr) && i < len(out); i++ {
			out[i].at = c.At
		}
	}
	return out
}

// implied appends what testing e to be val tells of the predicates. A
// local assigned once stands for its value (scheduling :=
// vmi.IsScheduling(); if scheduling {…}), so a role cannot be hidden by
// storing its predicate first; depth bounds a chain of such locals.
func (a *analyzer) implied(e ast.Expr, val bool, out []predFact) []predFact {
	return a.impliedDepth(e, val, out, 0)
}

func (a *analyzer) impliedDepth(e ast.Expr, val bool, out []predFact, depth int) []predFact {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		// Tested false, the local may still hold its zero value where
		// it is declared apart from its one assignment (var s bool; if c
		// { s = … }): then it tells nothing.
		v := code.LocalVarOf(a.info, x)
		if v != nil && depth < 8 && (val || a.definedWithValue(v)) {
			if vals := a.assigned()[v]; len(vals) == 1 && vals[0] != nil {
				return a.impliedDepth(vals[0], val, out, depth+1)
			}
		}
		if _, ok := a.flagParams()[v]; ok {
			return append(out, predFact{param: v, val: val, test: e})
		}
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			return a.impliedDepth(x.X, !val, out, depth)
		}
	case *ast.BinaryExpr:
		return a.impliedBinary(x, e, val, out, depth)
	case *ast.CallExpr:
		if fn := code.Callee(a.info, x); fn != nil {
			out = append(out, predFact{obj: fn.Origin(), val: val, test: e})
			return append(out, a.helperImplies(fn, e, val, depth)...)
		}
		// A predicate held in a seam, this package's or another's.
		if fn := a.bodies().Callee(x); fn != nil {
			return append(out, a.helperImplies(fn, e, val, depth)...)
		}
	case *ast.SelectorExpr:
		if obj := a.fieldObj(x); obj != nil {
			return append(out, predFact{obj: obj, val: val, test: e})
		}
	}
	return out
}

// impliedBinary is impliedDepth for a binary test x (e as written).
func (a *analyzer) impliedBinary(x *ast.BinaryExpr, e ast.Expr, val bool, out []predFact, depth int) []predFact {
	switch {
	case x.Op == token.LAND && val, x.Op == token.LOR && !val:
		return a.impliedDepth(x.Y, val, a.impliedDepth(x.X, val, out, depth), depth)
	case x.Op == token.LOR && val, x.Op == token.LAND && !val:
		// One operand did (case vmi.IsScheduling() ||
		// vmi.IsScheduled(): one of the phases a role binds in).
		alts := [][]predFact{a.impliedDepth(x.X, val, nil, depth), a.impliedDepth(x.Y, val, nil, depth)}
		return append(out, oneOf(alts, val, e)...)
	case x.Op == token.NEQ || x.Op == token.EQL:
		if f, ok := a.fieldEq(x); ok {
			f.val, f.test = val == (x.Op == token.EQL), e
			return append(out, f)
		}
		other := x.X
		if code.IsNil(a.info, x.X) {
			other = x.Y
		} else if !code.IsNil(a.info, x.Y) {
			return out
		}
		if obj := a.fieldObj(other); obj != nil {
			return append(out, predFact{obj: obj, val: val == (x.Op == token.NEQ), test: e})
		}
	}
	return out
}

// fieldEq reads x, an == or != of a field and a constant of the field's
// type (vmi.Status.Phase == v1.Scheduled, either way round), as a fact
// about the field's value; val and test are the caller's.
func (a *analyzer) fieldEq(x *ast.BinaryExpr) (predFact, bool) {
	other, tv, ok := code.ConstOperand(a.info, x)
	if !ok {
		return predFact{}, false
	}
	obj := a.fieldObj(a.heldValue(other))
	if obj == nil {
		return predFact{}, false
	}
	return predFact{obj: obj, eq: code.ConstName(obj.Type(), tv.Value)}, true
}

// definedWithValue reports a local declared by the statement that gives it
// its value (s := …, var s = …).
func (a *analyzer) definedWithValue(v *types.Var) bool {
	if a.valueDefined == nil {
		a.valueDefined = map[*types.Var]bool{}
		for n := range a.ctx.Inspector().Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
			switch n := n.Node().(type) {
			case *ast.AssignStmt:
				if n.Tok == token.DEFINE {
					for _, l := range n.Lhs {
						if lv := code.LocalVarOf(a.info, l); lv != nil {
							a.valueDefined[lv] = true
						}
					}
				}
			case *ast.ValueSpec:
				for _, id := range n.Names {
					if lv := code.LocalVarOf(a.info, id); lv != nil && len(n.Values) > 0 {
						a.valueDefined[lv] = true
					}
				}
			}
		}
	}
	return a.valueDefined[v]
}

// fieldObj is the field e selects, or nil.
func (a *analyzer) fieldObj(e ast.Expr) types.Object {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if s := a.info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
		return s.Obj()
	}
	return nil
}

// roleVerdict is what a role makes of one write on its paths.
type roleVerdict int

const (
	roleNone    roleVerdict = iota // allowed, ruled out, or not restricted
	roleBound                      // restricted, and the role binds: reported
	roleUnbound                    // restricted, and the paths neither bind nor rule out the role
)

// judgeRole says what role r makes of s for comp on paths that know facts,
// with the test that bound it.
func (a *analyzer) judgeRole(comp string, s roleSite, r *boundRole, facts []predFact) (roleVerdict, *predFact) {
	owners, ok := r.allowed(s.k.path, s.k.value)
	if !ok || slices.Contains(owners, comp) {
		return roleNone, nil
	}
	var binding *predFact
	for i, f := range facts {
		switch {
		case holds(f, func(g predFact) bool { return a.is(g, r.is) && !g.val }):
			return roleNone, nil // ruled out
		case binding == nil && holds(f, func(g predFact) bool { return g.val && a.binds(g, r) }):
			binding = &facts[i]
		}
	}
	if len(r.while) > 0 && binding == nil && !s.bound {
		return roleUnbound, nil
	}
	return roleBound, binding
}

// reportRole reports s, which role r forbids comp where binding bound it.
func (a *analyzer) reportRole(comp string, s roleSite, r *boundRole, binding *predFact) {
	owners, _ := r.allowed(s.k.path, s.k.value)
	verb := "sets"
	if s.returned {
		verb = "returns"
	}
	who := comp
	if s.via != "" {
		who += ", through " + s.via + ","
	}
	d := analysis.Diagnostic{
		Pos: s.pos, End: s.end,
		Message: who + " " + verb + " " + s.k.t.short + "." + s.k.path + "=" + s.k.value +
			" where the object may be a " + describeRole(r.role) + ", a value " + onlyMay(owners, "set") + " in that role",
	}
	if binding != nil {
		at := ast.Node(binding.test)
		if binding.at != nil {
			at = binding.at
		}
		msg := "the role binds here: the path tested " + types.ExprString(binding.test)
		if binding.handed {
			msg = "the role binds here: " + types.ExprString(binding.test) + " is passed for a flag the callee tests"
		}
		d.Related = []analysis.RelatedInformation{{Pos: at.Pos(), End: at.End(), Message: msg}}
	}
	if s.inner.IsValid() {
		verb, where := " sets ", " here, on a path that neither binds nor rules out the role"
		if s.innerReturns {
			verb = " returns "
		}
		if s.bound {
			where = " here, where its own path binds the role"
		}
		by := s.via
		if s.innerBy != "" {
			by = s.innerBy
		}
		d.Related = append(d.Related, analysis.RelatedInformation{
			Pos: s.inner, Message: by + verb + s.k.path + "=" + s.k.value + where,
		})
	}
	subj := s.k.path + "=" + s.k.value + " role " + r.Name
	if s.viaKey != "" {
		subj += " through " + s.viaKey
	}
	a.ctx.Report.On(subj).Report("SF1002", d)
	a.verdict(s.pos, s.k, "SF1002")
}

// heldValue is the value a local assigned once holds (phase :=
// vmi.Status.Phase; switch phase {…}), through a chain of such locals;
// else e.
func (a *analyzer) heldValue(e ast.Expr) ast.Expr {
	for range 8 {
		v := code.LocalVarOf(a.info, e)
		if v == nil {
			break
		}
		vals := a.assigned()[v]
		if len(vals) != 1 || vals[0] == nil {
			break
		}
		e = ast.Unparen(vals[0])
	}
	return e
}

// binds reports whether g, a fact that held, is one of r's while:
// predicates or while-values.
func (a *analyzer) binds(g predFact, r *boundRole) bool {
	return slices.ContainsFunc(r.while, func(w types.Object) bool { return a.is(g, w) }) ||
		slices.ContainsFunc(r.whileValues, func(w fieldValue) bool { return a.isValue(g, w) })
}
