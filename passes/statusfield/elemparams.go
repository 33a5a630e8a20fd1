package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
)

// A condition's type often reaches the literal that builds the condition,
// or the filter that takes it out of the list, as a parameter: the
// controller's syncHotplugCondition(vmi, v1.VirtualMachineInstanceVCPUChange)
// builds the condition with the type it is handed, and a condition
// manager's RemoveCondition(vmi, v1.VirtualMachineInstancePaused) drops the
// elements whose Type equals its parameter. The value is then set, or
// removed, by the call that hands the constant in, and judged there.
// elemParams finds, per function of the package, the parameters that
// carry a value of an element field with per-value owners:
//   - set: the function builds the element's literal with the bare
//     parameter in that field;
//   - remove: the function compares that field of an element with the bare
//     parameter (c.Type == t) and writes a list of those elements, and does
//     not set it (a setter that looks for the element before it appends
//     one compares too); a lookup (HasCondition) compares and writes
//     nothing;
//   - either, handed on: the function passes the bare parameter to a
//     parameter of that kind.
// Exported functions' go to other packages as elemParamsFact. A local copy
// of the parameter is not followed; a variadic parameter is not one.

func (ev elemValue) key() string { return ev.o.key + "." + ev.path }

// elemParams returns, per function of the package, its elemParams;
// computed once.
func (a *analyzer) elemParams() map[*types.Func][]elemParam {
	if a.ep != nil {
		return a.ep
	}
	a.ep = map[*types.Func][]elemParam{}
	params := a.enumParams()
	if len(params) == 0 {
		return a.ep
	}
	var handed []handedCall
	for _, fd := range a.funcs {
		if fd.Body != nil {
			handed = a.scanElemParams(fd, params, handed)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, h := range handed {
			for _, p := range a.elemParamsOf(h.call) {
				at, ok := params[code.LocalVarOf(a.info, h.call.Args[p.Index])]
				if ok && at.fn == h.fn && a.addElemParam(at.fn, elemParam{Index: at.i, Key: p.Key, Remove: p.Remove}) {
					changed = true
				}
			}
		}
	}
	return a.ep
}

// handedCall is a call in fn that passes one of fn's enum parameters on.
type handedCall struct {
	fn   *types.Func
	call *ast.CallExpr
}

// enumParams maps each non-variadic parameter of the package's functions
// whose type is that of an element field with per-value owners to its
// function and index.
func (a *analyzer) enumParams() map[*types.Var]paramAt {
	params := map[*types.Var]paramAt{}
	for _, fd := range a.funcs {
		fn, _ := a.info.Defs[fd.Name].(*types.Func)
		if fn == nil {
			continue
		}
		sig := fn.Signature()
		for i := range sig.Params().Len() {
			p := sig.Params().At(i)
			if (!sig.Variadic() || i < sig.Params().Len()-1) && a.isElemEnum(p.Type()) {
				params[p] = paramAt{fn, i}
			}
		}
	}
	return params
}

// scanElemParams records fd's set and remove parameters and returns handed
// with the calls of fd that pass an enum parameter on.
func (a *analyzer) scanElemParams(fd *ast.FuncDecl, params map[*types.Var]paramAt, handed []handedCall) []handedCall {
	fn, _ := a.info.Defs[fd.Name].(*types.Func)
	param := func(e ast.Expr) (paramAt, bool) {
		at, ok := params[code.LocalVarOf(a.info, e)]
		return at, ok && at.fn == fn
	}
	type cmp struct {
		ev elemValue
		i  int
	}
	var compared []cmp
	written := map[types.Type]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			t := a.info.TypeOf(n)
			if t == nil {
				break
			}
			for _, ev := range a.elems[namedObj(code.Deref(t))] {
				st, _ := ev.elem.Type().Underlying().(*types.Struct)
				for _, fe := range literalFields(a.info, st, n) {
					if at, ok := param(fe.value); ok && fe.field == ev.field {
						a.addElemParam(fn, elemParam{Index: at.i, Key: ev.key()})
					}
				}
			}
		case *ast.BinaryExpr:
			if n.Op != token.EQL && n.Op != token.NEQ {
				break
			}
			for _, xy := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
				if at, ok := param(xy[1]); ok {
					if ev, ok := a.elemFieldOf(xy[0]); ok {
						compared = append(compared, cmp{ev, at.i})
					}
				}
			}
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					if !bareIdent(l) {
						written[a.info.TypeOf(l)] = true
					}
				}
			}
		case *ast.CallExpr:
			if slices.ContainsFunc(n.Args, func(e ast.Expr) bool { _, ok := param(e); return ok }) {
				handed = append(handed, handedCall{fn, n})
			}
		}
		return true
	})
	for _, c := range compared {
		if slices.Contains(a.ep[fn], elemParam{Index: c.i, Key: c.ev.key()}) {
			continue // a setter that looks for the element first sets it; it removes nothing
		}
		for t := range written {
			if t != nil && types.Identical(t, c.ev.list) {
				a.addElemParam(fn, elemParam{Index: c.i, Key: c.ev.key(), Remove: true})
				break
			}
		}
	}
	return handed
}

// addElemParam adds p to fn's parameters, reporting whether it is new.
func (a *analyzer) addElemParam(fn *types.Func, p elemParam) bool {
	if slices.Contains(a.ep[fn], p) {
		return false
	}
	a.ep[fn] = append(a.ep[fn], p)
	return true
}

// isElemEnum reports whether t is the type of an element field with
// per-value owners.
func (a *analyzer) isElemEnum(t types.Type) bool {
	_, ok := a.elemByType(t)
	return ok
}

func (a *analyzer) elemByType(t types.Type) (elemValue, bool) {
	for _, evs := range a.elems {
		for _, ev := range evs {
			if types.Identical(t, ev.field.Type()) {
				return ev, true
			}
		}
	}
	return elemValue{}, false
}

func (a *analyzer) elemByKey(key string) (elemValue, bool) {
	for _, evs := range a.elems {
		for _, ev := range evs {
			if ev.key() == key {
				return ev, true
			}
		}
	}
	return elemValue{}, false
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

// elemParamsOf returns the element parameters of what call calls, indexed
// by the call's arguments: the package's functions' found here, another
// package's from its fact, and the implementations the package stores
// behind an interface or a function value.
func (a *analyzer) elemParamsOf(call *ast.CallExpr) []elemParam {
	var out []elemParam
	add := func(fn *types.Func, off int) {
		for _, p := range a.elemParamsFor(fn) {
			p.Index += off
			if p.Index < len(call.Args) && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	if fn := code.Callee(a.info, call); fn != nil {
		add(fn, 0)
	}
	for _, e := range a.dispatched(call) {
		add(e.Callee, flow.ArgOffset(a.info, call, e.Callee))
	}
	return out
}

func (a *analyzer) elemParamsFor(fn *types.Func) []elemParam {
	fn = fn.Origin()
	if fn.Pkg() == a.ctx.Pass.Pkg {
		return a.ep[fn]
	}
	var f elemParamsFact
	if a.ctx.Pass.ImportObjectFact(fn, &f) {
		return f.Params
	}
	return nil
}

// elementArgs records a call that hands a listed value to a parameter that
// sets or removes it: the caller sets (or removes) that value.
func (a *analyzer) elementArgs(call *ast.CallExpr) []effects.Direct {
	if len(a.elems) == 0 || !slices.ContainsFunc(call.Args, func(e ast.Expr) bool { return a.isElemEnum(a.info.TypeOf(e)) }) {
		return nil
	}
	a.elemParams()
	s := &site{pos: call.Pos(), end: call.End()}
	for _, p := range a.elemParamsOf(call) {
		ev, ok := a.elemByKey(p.Key)
		if !ok {
			continue
		}
		for _, k := range a.elemKeys(ev, call.Args[p.Index]) {
			k.remove = p.Remove
			s.keys = append(s.keys, k)
		}
	}
	if len(s.keys) == 0 || a.isAllowed(call.Pos(), "") {
		return nil
	}
	return a.record(s, "")
}

// exportElemParams exports elemParamsFact for the package's exported
// functions with element parameters.
func (a *analyzer) exportElemParams(export func(types.Object, analysis.Fact)) {
	if len(a.elems) == 0 {
		return
	}
	for fn, ps := range a.elemParams() {
		if fn.Exported() && len(ps) > 0 {
			export(fn, &elemParamsFact{Params: ps})
		}
	}
}
