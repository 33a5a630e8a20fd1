package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// An enum value often reaches the write that stores it as a parameter: a
// helper setPhase(vmi, p) that assigns vmi.Status.Phase = p, the
// controller's syncHotplugCondition(vmi, v1.VirtualMachineInstanceVCPUChange)
// that builds the condition with the type it is handed, a condition
// manager's RemoveCondition(vmi, v1.VirtualMachineInstancePaused) that drops
// the elements whose Type equals its parameter. The value is then set, or
// removed, by the call that hands the constant in, and judged there.
// valueParams finds, per function of the package, the parameters that
// carry a value of a field with per-value owners:
//   - set: the function assigns the bare parameter to that field, builds
//     a list element's literal with it there, or puts it in a JSON patch
//     that adds or replaces that field (patch.WithReplace("/status/phase",
//     phase), a helper found in the code, an operation literal);
//   - remove (a field of a list's elements): the function compares that
//     field of an element with the bare parameter (c.Type == t) and writes
//     a list of those elements, and does not set it (a setter that looks
//     for the element before it appends one compares too); a lookup
//     (HasCondition) compares and writes nothing;
//   - either, handed on: the function passes the bare parameter to a
//     parameter of that kind;
//   - stored through a pointer parameter (*dst = v): the caller that hands
//     a field's address there sets the value it hands with it (Into).
// Exported functions' go to other packages as valueParamsFact. A local copy
// of the parameter assigned once is the parameter (paramCopies); a variadic
// parameter is not one.

func (ev elemValue) key() string { return valueKey(ev.o, ev.path) }

// valueKey names a field with per-value owners in a valueParam: the
// table's key and the values path
// ("kubevirt.io/api/core/v1.VirtualMachineInstanceStatus.Conditions.Type").
func valueKey(o *owned, path string) string { return o.key + "." + path }

// valueParams returns, per function of the package, its valueParams;
// computed once.
func (a *analyzer) valueParams() map[*types.Func][]valueParam {
	if a.vp != nil {
		return a.vp
	}
	a.vp = map[*types.Func][]valueParam{}
	params := a.enumParams()
	if len(params) == 0 {
		return a.vp
	}
	var handed flow.Sites[*ast.CallExpr]
	var scans []*paramScan
	for _, fd := range a.funcs {
		if fd.Body != nil {
			fn, _ := a.info.Defs[fd.Name].(*types.Func)
			scans = append(scans, a.scanValueParams(fn, fd.Body, params, &handed))
		}
	}
	for _, sm := range a.bodies().Seams() {
		scans = append(scans, a.scanValueParams(sm.Func, sm.Lit.Body, params, &handed))
	}
	// Sets first, through every call that hands a parameter on, so that a
	// function that sets a value through a helper is known to set it before
	// its comparisons are taken for a removal; then removals, handed on.
	a.handOn(&handed, params)
	for _, sc := range scans {
		sc.removals()
	}
	a.handOn(&handed, params)
	return a.vp
}

// handOn adds to each function the parameters it hands on to a parameter
// that sets or removes a value, to a fixed point.
func (a *analyzer) handOn(handed *flow.Sites[*ast.CallExpr], params map[*types.Var]paramAt) {
	flow.SolveSites(a.ctx.CallGraph(), handed, func(fn *types.Func, call *ast.CallExpr) bool {
		grew := false
		for _, p := range a.valueParamsOf(call) {
			if p.Into > 0 {
				// Stored through a pointer: judged where the field's address
				// is handed, so handed on only with the pointer too.
				if a.handOnInto(fn, call, p, params) {
					grew = true
				}
				continue
			}
			at, ok := params[code.LocalVarOf(a.info, call.Args[p.Index])]
			if ok && at.fn == fn && a.addValueParam(fn, valueParam{Index: at.i, Key: p.Key, Remove: p.Remove}) {
				grew = true
			}
		}
		return grew
	})
}

// enumParams maps each non-variadic parameter of the package's functions
// whose type is that of a field with per-value owners to its function and
// index.
func (a *analyzer) enumParams() map[*types.Var]paramAt {
	keep := func(t types.Type) bool { return a.isValueEnum(t) || isTypeParam(t) }
	params := a.paramsIn(a.funcs, false, keep)
	a.addSeamParams(params, false, keep)
	if len(params) > 0 {
		a.paramCopies(params)
	}
	return params
}

// paramCopies adds to params the local copies of its parameters (t2 := t,
// and copies of copies): a local assigned once, from a parameter, and not
// changed another way (assigned: the index singleDef and constPaths read),
// is that parameter wherever it is used, so a helper cannot hide what it
// sets behind a rename.
func (a *analyzer) paramCopies(params map[*types.Var]paramAt) {
	for grew := true; grew; {
		grew = false
		for v, vals := range a.assigned() {
			if _, done := params[v]; done || len(vals) != 1 {
				continue
			}
			if at, ok := params[code.LocalVarOf(a.info, vals[0])]; ok {
				params[v], grew = at, true
			}
		}
	}
}

// scanValueParams records the set parameters of fn (a declaration or a
// seam's literal, flow.Bodies.Seams), whose body is body, and returns its scan,
// whose comparisons removals judges later, and adds to handed the calls of
// fn that pass an enum parameter on.
func (a *analyzer) scanValueParams(fn *types.Func, body *ast.BlockStmt, params map[*types.Var]paramAt, handed *flow.Sites[*ast.CallExpr]) *paramScan {
	sc := &paramScan{a: a, fn: fn, params: params, written: map[types.Type]bool{}}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			sc.literal(n)
			sc.patchedOp(n)
		case *ast.BinaryExpr:
			sc.compare(n)
		case *ast.AssignStmt:
			sc.assign(n)
		case *ast.CallExpr:
			sc.patched(n)
			if slices.ContainsFunc(n.Args, func(e ast.Expr) bool { _, ok := sc.param(e); return ok }) {
				handed.Add(fn, n)
			}
		}
		return true
	})
	return sc
}

// paramScan is the scan of one function for its value parameters.
type paramScan struct {
	a      *analyzer
	fn     *types.Func
	params map[*types.Var]paramAt
	// compared are the element fields compared with a parameter, and
	// written the types of the locations the function writes.
	compared []comparedParam
	written  map[types.Type]bool
}

type comparedParam struct {
	ev elemValue
	i  int
}

// param returns e as one of the function's enum parameters: the bare
// parameter, or its conversion to another type (Phase(p) of a generic
// helper's p P, which holds whatever enum value the caller hands in).
func (sc *paramScan) param(e ast.Expr) (paramAt, bool) {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := sc.a.info.Types[call.Fun]; ok && tv.IsType() {
			e = ast.Unparen(call.Args[0])
		}
	}
	at, ok := sc.params[code.LocalVarOf(sc.a.info, e)]
	return at, ok && at.fn == sc.fn
}

// isTypeParam reports whether t is a type parameter: a generic helper's
// parameter of that type holds the caller's enum value as it is.
func isTypeParam(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok
}

// literal: an element literal with a parameter in a field with per-value
// owners sets it.
func (sc *paramScan) literal(n *ast.CompositeLit) {
	t := sc.a.info.TypeOf(n)
	if t == nil {
		return
	}
	for _, ev := range sc.a.elems[namedObj(code.Deref(t))] {
		st, _ := ev.elem.Type().Underlying().(*types.Struct)
		for _, fe := range code.LiteralFields(st, n) {
			if at, ok := sc.param(fe.Value); ok && fe.Field == ev.field {
				sc.a.addValueParam(sc.fn, valueParam{Index: at.i, Key: ev.key()})
			}
		}
	}
}

// compare notes an element field compared with a parameter (c.Type == t).
func (sc *paramScan) compare(n *ast.BinaryExpr) {
	if n.Op != token.EQL && n.Op != token.NEQ {
		return
	}
	for _, xy := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
		if at, ok := sc.param(xy[1]); ok {
			if ev, ok := sc.a.elemFieldOf(xy[0]); ok {
				sc.compared = append(sc.compared, comparedParam{ev, at.i})
			}
		}
	}
}

// assign notes what an assignment writes, and records a parameter it
// stores in a field with per-value owners.
func (sc *paramScan) assign(n *ast.AssignStmt) {
	if n.Tok == token.DEFINE {
		return
	}
	for i, l := range n.Lhs {
		if !bareIdent(l) {
			sc.written[sc.a.info.TypeOf(l)] = true
		}
		if at, ok := sc.param(rhsAt(n, i)); ok {
			sc.a.assignedParam(sc.fn, l, at.i)
			sc.storedThrough(l, at.i)
		}
	}
}

// removals records the compared parameters of a function that writes a
// list of the compared elements and does not set that parameter.
func (sc *paramScan) removals() {
	for _, c := range sc.compared {
		if slices.Contains(sc.a.vp[sc.fn], valueParam{Index: c.i, Key: c.ev.key()}) {
			continue // a setter that looks for the element first sets it; it removes nothing
		}
		for t := range sc.written {
			if t != nil && types.Identical(t, c.ev.list) {
				sc.a.addValueParam(sc.fn, valueParam{Index: c.i, Key: c.ev.key(), Remove: true})
				break
			}
		}
	}
}

// assignedParam records parameter i of fn as a set parameter of each field
// with per-value owners that lhs locates to (vmi.Status.Phase = p).
func (a *analyzer) assignedParam(fn *types.Func, lhs ast.Expr, i int) {
	a.setsParam(fn, a.write(lhs, nil, nil), i)
}

// setsParam records parameter i of fn as a set parameter of each field with
// per-value owners among the leaves a write of it reaches.
func (a *analyzer) setsParam(fn *types.Func, leaves []leaf, i int) {
	for _, l := range leaves {
		for _, k := range a.keys(l) {
			if o := a.ownedByTable(k.t); o != nil && o.values[k.path] != nil {
				a.addValueParam(fn, valueParam{Index: i, Key: valueKey(o, k.path)})
			}
		}
	}
}

// rhsAt returns the value assigned to the i-th left-hand side of a plain
// assignment, or nil.
func rhsAt(n *ast.AssignStmt, i int) ast.Expr {
	if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
		return nil
	}
	return n.Rhs[i]
}

// addValueParam adds p to fn's parameters, reporting whether it is new.
func (a *analyzer) addValueParam(fn *types.Func, p valueParam) bool {
	if slices.Contains(a.vp[fn], p) {
		return false
	}
	a.vp[fn] = append(a.vp[fn], p)
	return true
}

// isValueEnum reports whether t is the type of a field with per-value
// owners.
// It runs for every argument of every call of a package that sees an owned
// type, against the few types valueEnums lists.
func (a *analyzer) isValueEnum(t types.Type) bool {
	return t != nil && slices.ContainsFunc(a.enums, func(vt types.Type) bool { return types.Identical(t, vt) })
}

// valueEnums lists the distinct types of the fields with per-value owners
// of the package's owned types.
func valueEnums(list []*owned) []types.Type {
	var out []types.Type
	for _, o := range list {
		for _, vt := range o.values {
			if !slices.ContainsFunc(out, func(t types.Type) bool { return types.Identical(t, vt) }) {
				out = append(out, vt)
			}
		}
	}
	return out
}

// valueTarget returns the owned type, path and field type a valueParam's
// key names, as this package sees them.
func (a *analyzer) valueTarget(key string) (*owned, string, types.Type, bool) {
	for _, o := range a.list {
		if path, ok := strings.CutPrefix(key, o.key+"."); ok && o.values[path] != nil {
			return o, path, o.values[path], true
		}
	}
	return nil, "", nil, false
}

// ownedByTable returns the package's owned type of table t.
func (a *analyzer) ownedByTable(t *table) *owned {
	for _, o := range a.list {
		if o.table == t {
			return o
		}
	}
	return nil
}

// elemFieldOf returns the element field e selects (c.Type of an element c).
func (a *analyzer) elemFieldOf(e ast.Expr) (elemValue, bool) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return elemValue{}, false
	}
	s := a.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return elemValue{}, false
	}
	for _, ev := range a.elems[namedObj(code.Deref(s.Recv()))] {
		if s.Obj() == ev.field {
			return ev, true
		}
	}
	return elemValue{}, false
}

// valueParamsOf returns the element parameters of what call calls, indexed
// by the call's arguments: the package's functions' found here, another
// package's from its fact, and the implementations the package stores
// behind an interface or a function value.
func (a *analyzer) valueParamsOf(call *ast.CallExpr) []valueParam {
	var out []valueParam
	add := func(fn *types.Func, off int) {
		for _, p := range a.valueParamsFor(fn) {
			p.Index += off
			if p.Into > 0 {
				p.Into += off // the pointer parameter stands one argument on too
			}
			if p.Index < len(call.Args) && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	if fn := code.Callee(a.info, call); fn != nil {
		add(fn, flow.ArgOffset(a.info, call, fn)) // 1 for a method expression: (T).M(t, …)
	}
	for _, e := range a.dispatched(call) {
		add(e.Callee, flow.ArgOffset(a.info, call, e.Callee))
	}
	return out
}

func (a *analyzer) valueParamsFor(fn *types.Func) []valueParam {
	fn = fn.Origin()
	if fn.Pkg() == a.ctx.Pass.Pkg {
		return a.vp[fn]
	}
	var f valueParamsFact
	if a.ctx.Pass.ImportObjectFact(fn, &f) {
		return f.Params
	}
	return nil
}

// valueArgs records a call that hands a listed value to a parameter that
// sets or removes it: the caller sets (or removes) that value.
func (a *analyzer) valueArgs(call *ast.CallExpr) []effects.Direct {
	if !slices.ContainsFunc(call.Args, func(e ast.Expr) bool { return a.isValueEnum(a.info.TypeOf(e)) }) {
		return nil
	}
	a.valueParams()
	s := &site{pos: call.Pos(), end: call.End()}
	for _, p := range a.valueParamsOf(call) {
		if p.Into > 0 {
			s.keys = append(s.keys, a.storedKeys(call, p)...)
			continue
		}
		o, path, typ, ok := a.valueTarget(p.Key)
		if !ok {
			continue
		}
		for _, k := range a.valueKeys(o, path, typ, call.Args[p.Index]) {
			k.remove = p.Remove
			s.keys = append(s.keys, k)
		}
	}
	if len(s.keys) == 0 || a.isAllowed(call.Pos(), "") {
		return nil
	}
	return a.record(s, "")
}

// exportValueParams exports valueParamsFact for the package's exported
// functions with element parameters.
func (a *analyzer) exportValueParams(export func(types.Object, analysis.Fact)) {
	if len(a.list) == 0 {
		return
	}
	for fn, ps := range a.valueParams() {
		if fn.Exported() && len(ps) > 0 {
			export(fn, &valueParamsFact{Params: ps})
		}
	}
}
