package statusfield

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// A predicate that picks a list element by its type — func
// IsReady(c v1.VirtualMachineInstanceCondition) bool { return c.Type ==
// v1.VirtualMachineInstanceReady } — picks it wherever it is called, in its
// own package or in another one: moving the comparison into a shared
// package must not switch the condition's owners off. What a predicate
// compares is read once per function (localPicks) and, for an exported
// one, handed to the packages that import it as a fact.

// pick is what a predicate says of one field of one of its parameters:
// where it is read true (true: one of its non-false results held) or false
// (false: its one result failed), the field held one of vals.
type pick struct {
	param int
	field string
	read  bool
	vals  []constant.Value
}

// picksOf returns what fn compares, from its declaration where it is of
// this package, else from its fact.
func (a *analyzer) picksOf(fn *types.Func) []pick {
	fn = fn.Origin()
	if fn.Pkg() == a.ctx.Pass.Pkg {
		return a.localPicks(fn)
	}
	return a.importedPicks(flow.FactObject(fn)) // a seam's on its variable
}

// calledPicks returns what the predicate call calls compares: a declared
// function's, a seam's of the package (its literal's), or another
// package's seam's (its fact on the variable).
func (a *analyzer) calledPicks(call *ast.CallExpr) []pick {
	fn := a.bodies().Callee(call)
	if fn == nil {
		return nil
	}
	ps := a.picksOf(fn)
	if off := flow.ArgOffset(a.info, call, fn); off > 0 && len(ps) > 0 {
		// A method expression's receiver comes first: the element one on.
		ps = slices.Clone(ps)
		for i := range ps {
			ps[i].param += off
		}
	}
	return ps
}

// importedPicks reads what another package's predicate compares from its
// fact, on obj: the function, or the variable of a seam there.
func (a *analyzer) importedPicks(obj types.Object) []pick {
	var f predicateFact
	if !a.ctx.Pass.ImportObjectFact(obj, &f) {
		return nil
	}
	var out []pick
	for _, p := range f.Picks {
		tok := token.STRING
		if p.Kind == constant.Int {
			tok = token.INT
		}
		pk := pick{param: p.Param, field: p.Field, read: p.Read}
		for _, lit := range p.Values {
			if v := constant.MakeFromLiteral(lit, tok, 0); v.Kind() == p.Kind {
				pk.vals = append(pk.vals, v)
			}
		}
		out = append(out, pk)
	}
	return out
}

// localPicks reads a predicate of the package, once: read true, each of
// its non-false results (code.TrueResults); read false, its one result
// (code.SoleResult), since an early false says nothing of the field. A
// predicate that calls itself back reads nothing of the call.
func (a *analyzer) localPicks(fn *types.Func) []pick {
	if ps, done := a.preds[fn]; done {
		return ps
	}
	if a.preds == nil {
		a.preds = map[*types.Func][]pick{}
	}
	a.preds[fn] = nil
	node := a.bodies().Node(fn) // a declaration, or a seam's literal
	if node == nil {
		return nil
	}
	var ps []pick
	readings := map[bool][]ast.Expr{true: code.TrueResults(a.info, node)}
	if r := code.SoleResult(node); r != nil {
		readings[false] = []ast.Expr{r}
	}
	for i, p := range code.Params(fn, false) {
		st, ok := code.Deref(p.Type()).Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for f := range st.Fields() {
			for _, read := range []bool{true, false} {
				op := token.EQL
				if !read {
					op = token.NEQ
				}
				byParam := func(x ast.Expr, got *types.Var) bool {
					return got == f && code.LocalVarOf(a.info, x) == p
				}
				var vals []constant.Value
				for _, r := range readings[read] {
					vals = append(vals, a.compared(r, op, byParam, 0)...)
				}
				if len(vals) > 0 {
					ps = append(ps, pick{param: i, field: f.Name(), read: read, vals: vals})
				}
			}
		}
	}
	a.preds[fn] = ps
	return ps
}

// exportPredicates hands the packages that import this one what its
// exported predicates compare (string and integer constants: the kinds of
// an enum-like field), an exported seam's on its variable.
func (a *analyzer) exportPredicates(export func(types.Object, analysis.Fact)) {
	for _, fn := range a.bodies().Funcs() {
		if !fn.Exported() || !code.IsPredicate(fn) {
			continue
		}
		var f predicateFact
		for _, p := range a.localPicks(fn) {
			fp := predicatePick{Param: p.param, Field: p.field, Read: p.read, Kind: p.vals[0].Kind()}
			if (fp.Kind != constant.String && fp.Kind != constant.Int) || !token.IsExported(p.field) {
				continue
			}
			for _, v := range p.vals {
				if v.Kind() == fp.Kind {
					fp.Values = append(fp.Values, v.ExactString())
				}
			}
			f.Picks = append(f.Picks, fp)
		}
		if len(f.Picks) > 0 {
			export(flow.FactObject(fn), &f)
		}
	}
}

// bodies returns the package's functions with a body, its declarations
// and its seams (flow.Bodies), shared with the other passes of the
// package.
func (a *analyzer) bodies() flow.Bodies { return a.fb }
