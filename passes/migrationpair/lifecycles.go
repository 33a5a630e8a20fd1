package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// lcCall is one start or stop call with its key argument.
type lcCall struct {
	call   *ast.CallExpr
	key    ast.Expr
	fn     *types.Func
	derive string // how the key is derived; "" when it cannot be told
	shown  string // the derivation, for messages
}

// checkLifecycles reports MP1003: a start with no stop anywhere in the
// package, and a stop whose key is derived differently from the key of every
// start in the package.
func (st *state) checkLifecycles() {
	if len(st.cfg.Lifecycles) == 0 {
		return
	}
	pass := st.ctx.Pass
	type found struct{ starts, stops []lcCall }
	byLC := make([]found, len(st.cfg.Lifecycles))
	ins := st.ctx.Inspector()
	var cur *types.Func
	ins.Nodes([]ast.Node{(*ast.FuncDecl)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node, push bool) bool {
		if !push {
			return true
		}
		if fd, ok := n.(*ast.FuncDecl); ok {
			cur, _ = pass.TypesInfo.Defs[fd.Name].(*types.Func)
			return true
		}
		call := n.(*ast.CallExpr)
		callee := effects.Callee(pass.TypesInfo, call)
		if callee == nil {
			return true
		}
		for i, lc := range st.cfg.Lifecycles {
			isStart, isStop := lc.Start.Match(callee), lc.Stop.Match(callee)
			if !isStart && !isStop {
				continue
			}
			c := lcCall{call: call, fn: cur}
			if k := *lc.Key; k < len(call.Args) {
				if st.acc == nil {
					// Keys are derived through single-assigned locals and
					// field chains; index them only where a key is derived.
					st.acc = &accesses{info: pass.TypesInfo, single: singleAssignments(pass)}
				}
				c.key = call.Args[k]
				c.derive, c.shown = st.derive(c.key, 0)
			}
			if isStart {
				byLC[i].starts = append(byLC[i].starts, c)
			} else {
				byLC[i].stops = append(byLC[i].stops, c)
			}
		}
		return true
	})
	for i, lc := range st.cfg.Lifecycles {
		f := byLC[i]
		if len(f.starts) > 0 && len(f.stops) == 0 {
			for _, s := range f.starts {
				st.ctx.Report.Reportf("MP1003", s.call.Pos(), s.call.End(),
					"lifecycle %q: %s starts it here but nothing in package %s calls %s, so it is never stopped; stop it with the same key where the migration ends",
					lc.Name, funcName(s.fn), pass.Pkg.Path(), lc.Stop)
			}
			continue
		}
		if len(f.starts) == 0 {
			continue
		}
		var startKeys []string
		known := true
		for _, s := range f.starts {
			if s.derive == "" {
				known = false
				break
			}
			startKeys = append(startKeys, fmt.Sprintf("%s at %s", s.shown, st.ctx.Site(s.call.Pos())))
		}
		if !known {
			continue // a start whose key cannot be told may match any stop
		}
		for _, s := range f.stops {
			if s.derive == "" {
				continue
			}
			match := false
			for _, t := range f.starts {
				if t.derive == s.derive {
					match = true
					break
				}
			}
			if match {
				continue
			}
			st.ctx.Report.Reportf("MP1003", s.call.Pos(), s.call.End(),
				"lifecycle %q: %s stops it with key %s, derived differently from every start's key (%s); a stop with another key misses the started instance and leaks it: derive the key the way the start does",
				lc.Name, funcName(s.fn), s.shown, strings.Join(startKeys, "; "))
		}
	}
}

// derive tells how a key expression is derived, following local variables
// assigned once: by callee for calls, by field (owner type and name) for
// field selections, by value for constants, by object for package variables.
// Conversions are looked through. It returns "" when it cannot tell (a
// parameter, a variable assigned more than once, an unusual expression),
// together with a rendering for messages.
func (st *state) derive(e ast.Expr, depth int) (string, string) {
	info := st.ctx.Pass.TypesInfo
	e = ast.Unparen(e)
	shown := types.ExprString(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return "const " + tv.Value.ExactString(), shown
	}
	switch x := e.(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return "", shown
		}
		if v.Parent() == v.Pkg().Scope() {
			return "var " + selector.PkgPath(v.Pkg()) + "." + v.Name(), shown
		}
		if val := st.acc.single[v]; val != nil && depth < 8 {
			d, s := st.derive(val, depth+1)
			return d, shown + " (= " + s + ")"
		}
		return "", shown
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			d, _ := st.derive(x.Args[0], depth+1)
			return d, shown
		}
		if callee := effects.Callee(info, x); callee != nil {
			return "call " + callee.FullName(), shown
		}
	case *ast.SelectorExpr, *ast.StarExpr, *ast.IndexExpr:
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if v, ok := info.Uses[sel.Sel].(*types.Var); ok && !v.IsField() && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
				return "var " + selector.PkgPath(v.Pkg()) + "." + v.Name(), shown
			}
		}
		c, _, ok := st.acc.chainOf(e, 0)
		if ok && len(c.Steps) > 0 {
			last := c.Steps[len(c.Steps)-1]
			return "field " + last.Owner + "." + last.Name, shown
		}
	case *ast.BinaryExpr:
		a, sa := st.derive(x.X, depth+1)
		b, sb := st.derive(x.Y, depth+1)
		if a != "" && b != "" {
			return "(" + a + " " + x.Op.String() + " " + b + ")", sa + " " + x.Op.String() + " " + sb
		}
	}
	return "", shown
}
