package statusfield

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// An enum field is often set from a variable rather than a constant:
// phase, err := c.calculatePhase(vmi); vmi.Status.Phase = phase. SF1002
// judges every constant such a write may store: the constants assigned to
// a local variable (anywhere in its function: the analysis does not follow
// the order of assignments), those returned by a function of the
// package, a few steps deep, or by an exported function of another
// (returnsFact, returns.go), and those of a table literal the value is
// looked up in. A parameter is judged at the calls that hand
// it a constant (valueparams.go); another source that is no constant (a
// field) adds nothing, as a write of a non-constant value never did.

// maxValueDepth bounds the variables and calls followed from one write.
const maxValueDepth = 4

// flowValue is a constant an enum write may store, where it is written,
// and, for one a called function returns, the first return it passes
// (ret: the result expression in the function called, or the return
// statement for a bare return), which judges the role for the caller.
type flowValue struct {
	value constant.Value
	at    ast.Expr
	ret   ast.Node
}

// storedValue is a constant a write may store, by name in the field's
// type; from is where a variable or a call takes it (nil for a constant
// written at the write), ret the first return it passes (flowValue).
type storedValue struct {
	name string
	from ast.Expr
	ret  ast.Node
}

// storedValues lists the constants rhs may store into a field of type typ,
// and whether rhs is itself a constant (then at most one, none when its
// value is unknown): the one place an enum write (keys) and an element
// literal (elemKeys) name what they set.
func (a *analyzer) storedValues(typ types.Type, rhs ast.Expr) ([]storedValue, bool) {
	if tv, ok := a.info.Types[rhs]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.Unknown {
			return nil, true
		}
		return []storedValue{{name: code.ConstName(typ, tv.Value)}}, true
	}
	var out []storedValue
	for _, v := range a.flowValues(rhs) {
		out = append(out, storedValue{name: code.ConstName(typ, v.value), from: v.at, ret: v.ret})
	}
	return out, false
}

// flowValues lists the constants a non-constant value e may hold.
func (a *analyzer) flowValues(e ast.Expr) []flowValue {
	var out []flowValue
	a.valuesOf(e, 0, 0, map[types.Object]bool{}, &out)
	return out
}

func (a *analyzer) valuesOf(e ast.Expr, idx, depth int, seen map[types.Object]bool, out *[]flowValue) {
	e = ast.Unparen(e)
	if tv, ok := a.info.Types[e]; ok && tv.Value != nil {
		if idx == 0 && tv.Value.Kind() != constant.Unknown {
			*out = append(*out, flowValue{value: tv.Value, at: e})
		}
		return
	}
	if depth >= maxValueDepth {
		return
	}
	switch e := e.(type) {
	case *ast.Ident:
		// A package-level variable may be set anywhere: only locals.
		a.varValues(code.LocalVarOf(a.info, e), depth, seen, out)
	case *ast.IndexExpr:
		if idx == 0 {
			a.tableValues(e.X, depth+1, seen, out)
		}
	case *ast.CallExpr:
		a.callValues(e, idx, depth, seen, out)
	case *ast.SelectorExpr:
		if idx == 0 {
			a.fieldValues(e, depth, seen, out)
		}
	}
}

// fieldValues adds the constants an unexported field of the package's own
// types may hold where sel reads it (x := holder{p: v1.Scheduling};
// vmi.Status.Phase = x.p): every value the package stores there
// (code.FieldDefs). An exported field, which other packages may set, adds
// none.
func (a *analyzer) fieldValues(sel *ast.SelectorExpr, depth int, seen map[types.Object]bool, out *[]flowValue) {
	f, ok := a.info.Uses[sel.Sel].(*types.Var)
	if !ok || !f.IsField() || seen[f] {
		return
	}
	if a.fieldVals == nil {
		a.fieldVals, _ = code.FieldDefs(a.info, a.ctx.Pass.Pkg, a.ctx.Pass.Files)
	}
	seen[f] = true
	for _, v := range a.fieldVals[f] {
		a.valuesOf(v, 0, depth+1, seen, out)
	}
}

// varValues adds the constants the local variable v may hold: what its
// assignments store, and, for a closure's parameter, what its calls hand
// it.
func (a *analyzer) varValues(v *types.Var, depth int, seen map[types.Object]bool, out *[]flowValue) {
	if v == nil || seen[v] {
		return
	}
	seen[v] = true
	for _, d := range a.valueDefs()[v] {
		a.valuesOf(d.Rhs, d.Index, depth+1, seen, out)
	}
	for _, arg := range a.litArgs()[v] {
		a.valuesOf(arg, 0, depth+1, seen, out)
	}
}

// callValues adds the constants result idx of call may be: its operand's,
// for a conversion; those the returns of a function of the package give,
// or another package's function's fact says it returns.
func (a *analyzer) callValues(call *ast.CallExpr, idx, depth int, seen map[types.Object]bool, out *[]flowValue) {
	if tv, ok := a.info.Types[call.Fun]; ok && tv.IsType() && len(call.Args) == 1 {
		// string(phase), a conversion in a patch text's pieces: the
		// same value, spelled in another type.
		a.valuesOf(call.Args[0], idx, depth+1, seen, out)
		return
	}
	// A seam of the package (var phase = func() … ) returns what its
	// literal's returns give, as a declared function; another package's
	// seam what its fact on the variable says.
	fn := a.bodies().Callee(call)
	if fn == nil {
		// A function literal called in place or through the local
		// holding it returns what its own returns give; a literal that
		// calls itself ends at maxValueDepth.
		for _, lit := range code.CalledLits(a.info, a.valueDefs(), call.Fun) {
			if sig, ok := a.info.TypeOf(lit).(*types.Signature); ok {
				a.bodyReturns(lit.Body, sig.Results(), idx, depth, seen, out)
			}
		}
		return
	}
	if seen[fn] {
		return
	}
	seen[fn] = true
	if fn.Pkg() != a.ctx.Pass.Pkg {
		a.importedValues(flow.FactObject(fn), idx, out)
		return
	}
	a.returnValues(fn, idx, depth, seen, out)
}

// returnValues adds the constants result idx of fn, a function of the
// package, may return.
func (a *analyzer) returnValues(fn *types.Func, idx, depth int, seen map[types.Object]bool, out *[]flowValue) {
	if body := a.bodies().Body(fn); body != nil {
		a.bodyReturns(body, fn.Signature().Results(), idx, depth, seen, out)
	}
}

// bodyReturns adds the constants result idx of the function whose body
// and results these are may return: a declared function's or a literal's.
func (a *analyzer) bodyReturns(body *ast.BlockStmt, results *types.Tuple, idx, depth int, seen map[types.Object]bool, out *[]flowValue) {
	n := results.Len()
	for m := range code.OwnReturns(body) {
		start := len(*out)
		var ret ast.Node = m
		switch {
		case idx >= n:
		case len(m.Results) == n:
			ret = m.Results[idx]
			a.valuesOf(m.Results[idx], 0, depth+1, seen, out)
		case len(m.Results) == 0:
			// A bare return of a named result: what the body stored
			// into it.
			a.varValues(results.At(idx), depth, seen, out)
		}
		// The caller's value passes this return first, whatever
		// returns further in gave it.
		for i := start; i < len(*out); i++ {
			(*out)[i].ret = ret
		}
	}
}

// tableValues adds the constants a lookup in table may give
// (vmi.Status.Phase = phaseOf[state]): the values of a map, slice or array
// literal, given in place or held by a variable of the package (local or
// package-level) whose every plain assignment is such a literal. A table
// filled another way (m[k] = v, a field) adds what its literals hold, as a
// variable's other assignments do.
func (a *analyzer) tableValues(table ast.Expr, depth int, seen map[types.Object]bool, out *[]flowValue) {
	if depth >= maxValueDepth {
		return
	}
	switch t := ast.Unparen(table).(type) {
	case *ast.CompositeLit:
		for _, elt := range t.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			a.valuesOf(elt, 0, depth+1, seen, out)
		}
	case *ast.Ident:
		obj := a.info.ObjectOf(t)
		if obj == nil || seen[obj] {
			return
		}
		seen[obj] = true
		if v := code.LocalVarOf(a.info, t); v != nil {
			for _, d := range a.valueDefs()[v] {
				if d.Index == 0 {
					a.tableValues(d.Rhs, depth+1, seen, out)
				}
			}
			return
		}
		if init := a.packageVarInit(obj); init != nil {
			a.tableValues(init, depth+1, seen, out)
		}
	}
}

// packageVarInit returns the initializer of obj when it is a package-level
// variable of the package declared with one value per name, else nil.
func (a *analyzer) packageVarInit(obj types.Object) ast.Expr {
	v := code.PackageVar(obj)
	if v == nil || v.Pkg() != a.ctx.Pass.Pkg {
		return nil
	}
	if a.varInits == nil {
		a.varInits = code.PackageVarInits(a.info, a.ctx.Pass.Files)
	}
	return a.varInits[v]
}

// valueDefs indexes the plain assignments of the package's local variables
// (code.Locals.Defs).
func (a *analyzer) valueDefs() map[*types.Var][]code.Def {
	return a.ctx.Locals().Defs()
}
