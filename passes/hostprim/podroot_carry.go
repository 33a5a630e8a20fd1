package hostprim

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// paramsReachResult reports whether a parameter can flow into a result
// of fn, with no root, operation or active summary in the way: through
// local variables, whatever order they are assigned in, and the
// expressions eval carries a value through (calls of path builders and of
// functions whose summaries pass arguments on included).
func (pr *podRoot) paramsReachResult(fn *podFunc, carry map[*types.Var]bool) bool {
	if fn.nres == 0 || fn.nparams == 0 {
		return false
	}
	clear(carry)
	sig := fn.obj.Type().(*types.Signature)
	if r := sig.Recv(); r != nil {
		carry[r] = true
	}
	for i := range sig.Params().Len() {
		carry[sig.Params().At(i)] = true
	}
	for grew := true; grew; {
		grew = false
		for _, a := range fn.scan.assigns {
			lhs, rhs := a[0], a[1]
			for i, l := range lhs {
				var r ast.Expr
				switch {
				case len(lhs) == len(rhs):
					r = rhs[i]
				case len(rhs) == 1:
					r = rhs[0]
				default:
					continue
				}
				if v := pr.storedVar(l); v != nil && !v.IsField() && !carry[v] && pr.carries(r, carry) {
					carry[v] = true
					grew = true
				}
			}
		}
	}
	for _, r := range fn.scan.returns {
		for _, e := range r.Results {
			if pr.carries(e, carry) {
				return true
			}
		}
	}
	if len(fn.named) == fn.nres {
		for _, r := range fn.named {
			if carry[r] {
				return true
			}
		}
	}
	return false
}

// carries reports whether eval(e) can hold a parameter (as it is or with
// a path built below it) when the variables in carry do, no summary says
// more than which arguments it passes on and no root is in sight.
func (pr *podRoot) carries(e ast.Expr, carry map[*types.Var]bool) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, _ := pr.info.Uses[e].(*types.Var)
		return v != nil && carry[v]
	case *ast.IndexExpr:
		return pr.carries(e.X, carry)
	case *ast.SliceExpr:
		return pr.carries(e.X, carry)
	case *ast.StarExpr:
		return pr.carries(e.X, carry)
	case *ast.TypeAssertExpr:
		return pr.carries(e.X, carry)
	case *ast.UnaryExpr:
		return (e.Op == token.AND || e.Op == token.ARROW) && pr.carries(e.X, carry)
	case *ast.BinaryExpr:
		return e.Op == token.ADD && (pr.carries(e.X, carry) || pr.carries(e.Y, carry))
	case *ast.CompositeLit:
		if t := pr.info.TypeOf(e); t != nil {
			if _, ok := t.Underlying().(*types.Struct); ok {
				return false
			}
		}
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			if pr.carries(el, carry) {
				return true
			}
		}
	case *ast.CallExpr:
		return pr.callCarries(e, carry)
	}
	return false
}

// callCarries is carries for a call: a conversion, append, a path builder
// or a function whose summary passes arguments on carries what its
// arguments (a method's receiver included) do.
func (pr *podRoot) callCarries(call *ast.CallExpr, carry map[*types.Var]bool) bool {
	if tv, ok := pr.info.Types[call.Fun]; ok && tv.IsType() {
		return len(call.Args) == 1 && pr.carries(call.Args[0], carry)
	}
	through := code.IsBuiltin(pr.info, call, "append")
	if fn := code.Callee(pr.info, call); fn != nil {
		if fn.Pkg() != nil && isPathBuilder(fn) {
			through = true
		} else if sum := pr.summary(fn); sum != nil && !sum.empty() {
			through = true
		}
	}
	if !through {
		return false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && pr.carries(sel.X, carry) {
		return true
	}
	for _, a := range call.Args {
		if pr.carries(a, carry) {
			return true
		}
	}
	return false
}
