package migrationpair

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// keyer tells how lifecycle keys are derived. A local variable stands for
// every value assigned to it (a key assigned on several paths is the set of
// its derivations); a call of a function of this package stands for what its
// return statements derive, so migrationProxyKey(vmi) is "vmi.UID or the
// source state's VMI UID" and a stop keyed by vmi.UID alone covers only part
// of it.
type keyer struct {
	pass    *analysis.Pass
	info    *types.Info
	acc     *accesses
	assigns map[*types.Var][]ast.Expr // nil element: a value that cannot be told
	funcs   flow.Bodies
	returns map[*types.Func]derivs
	busy    map[*types.Func]bool
}

func (st *state) keyer() *keyer {
	if st.keys != nil {
		return st.keys
	}
	pass := st.ctx.Pass
	acc := st.acc
	if acc == nil {
		acc = &accesses{info: pass.TypesInfo, single: st.singles()}
	}
	k := &keyer{pass: pass, info: pass.TypesInfo, acc: acc, assigns: st.ctx.Locals().Values(),
		funcs: st.funcs(), returns: map[*types.Func]derivs{}, busy: map[*types.Func]bool{}}
	st.keys = k
	return k
}

// funcs returns the package's functions with a body, its declarations
// and its seams (flow.Bodies), shared with the other passes of the
// package: the key derivations, cleanup paths and progress flows read
// them.
func (st *state) funcs() flow.Bodies { return st.fb }

// funcDecls returns the package's function declarations with a body, by
// function (flow.Bodies.Decls: shared, never changed).
func (st *state) funcDecls() map[*types.Func]*ast.FuncDecl { return st.funcs().Decls() }

const maxDerivs = 8

// derive returns the derivations of key expression e, or nil when one of
// them cannot be told (a parameter, a value from a multi-value call, an
// unusual expression). Conversions are looked through.
func (k *keyer) derive(e ast.Expr, depth int) derivs {
	if depth > 8 {
		return nil
	}
	e = ast.Unparen(e)
	shown := types.ExprString(e)
	if tv, ok := k.info.Types[e]; ok && tv.Value != nil {
		return derivs{{"const " + tv.Value.ExactString(), shown, shown}}
	}
	switch x := e.(type) {
	case *ast.Ident:
		return k.deriveIdent(x, shown, depth)
	case *ast.CallExpr:
		return k.deriveCall(x, shown, depth)
	case *ast.SelectorExpr, *ast.StarExpr, *ast.IndexExpr:
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if v := code.PackageVar(k.info.Uses[sel.Sel]); v != nil {
				return derivs{{"var " + selector.PkgPath(v.Pkg()) + "." + v.Name(), shown, shown}}
			}
		}
		c, ok := k.acc.chainOf(e)
		if ok && len(c.Steps) > 0 {
			last := c.Steps[len(c.Steps)-1]
			return derivs{{"field " + last.Owner + "." + last.Name, shown, shown}}
		}
	case *ast.BinaryExpr:
		return k.deriveBinary(x, depth)
	}
	return nil
}

// deriveIdent derives a package variable by name, a local by every value
// assigned to it.
func (k *keyer) deriveIdent(x *ast.Ident, shown string, depth int) derivs {
	if v := code.PackageVar(k.info.Uses[x]); v != nil {
		return derivs{{"var " + selector.PkgPath(v.Pkg()) + "." + v.Name(), shown, shown}}
	}
	v := code.LocalVar(k.info.Uses[x])
	if v == nil {
		return nil
	}
	vals := k.assigns[v]
	if len(vals) == 0 {
		return nil
	}
	var sets []derivs
	for _, val := range vals {
		if val == nil {
			return nil
		}
		d := k.derive(val, depth+1)
		if d == nil {
			return nil
		}
		sets = append(sets, rename(d, func(s string) string { return shown + " (= " + s + ")" }))
	}
	return union(sets...)
}

// deriveCall looks through a conversion and into a function of this package
// whose returns are told, or another package's whose fact tells them
// (keyfacts.go); another call is derived by its callee.
func (k *keyer) deriveCall(x *ast.CallExpr, shown string, depth int) derivs {
	if tv, ok := k.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
		d := k.derive(x.Args[0], depth+1)
		if len(d) == 1 {
			d = derivs{{d[0].id, shown, d[0].inner}}
			if d[0].inner == types.ExprString(ast.Unparen(x.Args[0])) {
				d[0].inner = shown
			}
		}
		return d
	}
	// A seam (var key = func(vmi …) string { … }) derives what its literal
	// returns; another package's, what its fact on the variable says.
	callee := k.funcs.Callee(x)
	if callee == nil {
		return nil
	}
	d := k.returnsOf(callee, depth)
	if d == nil && callee.Pkg() != k.pass.Pkg {
		d = k.importedDerivs(flow.FactObject(callee))
	}
	if d != nil {
		return k.calledDerivs(d, shown, callee.Name())
	}
	return derivs{{"call " + callee.FullName(), shown, shown}}
}

// calledDerivs are the derivations d of what the function named name
// returns, as a call of it shown so derives them.
func (k *keyer) calledDerivs(d derivs, shown, name string) derivs {
	out := rename(d, func(s string) string { return shown + " → " + s })
	for i := range out {
		if !strings.Contains(out[i].inner, " (in ") {
			out[i].inner += " (in " + name + ")"
		}
	}
	return out
}

// deriveBinary derives x + y (and any other operator) from its operands.
func (k *keyer) deriveBinary(x *ast.BinaryExpr, depth int) derivs {
	a, b := k.derive(x.X, depth+1), k.derive(x.Y, depth+1)
	if a == nil || b == nil || len(a)*len(b) > maxDerivs {
		return nil
	}
	var out derivs
	for _, l := range a {
		for _, r := range b {
			op := l.shown + " " + x.Op.String() + " " + r.shown
			out = append(out, deriv{"(" + l.id + " " + x.Op.String() + " " + r.id + ")", op, op})
		}
	}
	return union(out)
}

// returnsOf returns what fn's return statements derive for its only result,
// when fn is a function of this package with one result and every return is
// told; else nil.
func (k *keyer) returnsOf(fn *types.Func, depth int) derivs {
	if d, ok := k.returns[fn]; ok {
		return d
	}
	body := k.funcs.Body(fn)
	sig, _ := fn.Type().(*types.Signature)
	if body == nil || sig == nil || sig.Results().Len() != 1 || k.busy[fn] {
		return nil
	}
	k.busy[fn] = true
	defer delete(k.busy, fn)
	var sets []derivs
	ok := true
	for r := range code.OwnReturns(body) {
		if len(r.Results) != 1 {
			ok = false
			break
		}
		d := k.derive(r.Results[0], depth+1)
		if d == nil {
			ok = false
			break
		}
		sets = append(sets, d)
	}
	var out derivs
	if ok && len(sets) > 0 {
		out = union(sets...)
		if len(out) > maxDerivs {
			out = nil
		}
	}
	k.returns[fn] = out
	return out
}

func rename(d derivs, f func(string) string) derivs {
	out := make(derivs, len(d))
	for i, x := range d {
		out[i] = deriv{x.id, f(x.shown), x.inner}
	}
	return out
}
