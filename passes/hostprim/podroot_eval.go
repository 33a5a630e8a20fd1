package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// evalMulti evaluates an expression that yields n values.
func (pr *podRoot) evalMulti(e ast.Expr, n int) []val {
	out := make([]val, n)
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		rs := pr.evalCall(e)
		copy(out, rs)
	case *ast.IndexExpr, *ast.TypeAssertExpr, *ast.UnaryExpr:
		out[0] = pr.eval(e)
	}
	return out
}

// eval says where the value of e flows from.
func (pr *podRoot) eval(e ast.Expr) val {
	e = ast.Unparen(e)
	if tv, ok := pr.info.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			str := constant.StringVal(tv.Value)
			if origin, ok := pr.rootTemplate(str); ok {
				return rootVal(origin)
			}
			if str != "" && ownPid(str) {
				return val{own: true}
			}
		}
		return val{}
	}
	switch e := e.(type) {
	case *ast.Ident:
		return pr.evalIdent(e)
	case *ast.SelectorExpr:
		return pr.evalSelector(e)
	case *ast.IndexExpr:
		return pr.eval(e.X)
	case *ast.SliceExpr:
		return pr.eval(e.X)
	case *ast.StarExpr:
		return pr.eval(e.X)
	case *ast.TypeAssertExpr:
		return pr.eval(e.X)
	case *ast.UnaryExpr:
		if e.Op == token.AND || e.Op == token.ARROW {
			// &x is x; what <-ch receives is what was sent on ch.
			return pr.eval(e.X)
		}
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return val{}
		}
		// Adding to a path names something below it.
		v := pr.eval(e.X).join(pr.eval(e.Y)).descend()
		return pr.withTemplate(e, v)
	case *ast.CompositeLit:
		if t := pr.info.TypeOf(e); t != nil {
			if _, ok := t.Underlying().(*types.Struct); ok {
				// A struct is no path: its fields are tracked as fields
				// (structLit), and a value that wraps a root in a type of
				// its own is judged where the field is read.
				return val{}
			}
		}
		var v val
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			v = v.join(pr.eval(el))
		}
		return v
	case *ast.CallExpr:
		if rs := pr.evalCall(e); len(rs) > 0 {
			return rs[0]
		}
	}
	return val{}
}

func (pr *podRoot) evalIdent(e *ast.Ident) val {
	if fn, ok := pr.info.Uses[e].(*types.Func); ok {
		return pr.funcValue(fn)
	}
	obj, _ := pr.info.Uses[e].(*types.Var)
	if obj == nil {
		return val{}
	}
	pr.read(obj)
	v := pr.vals[obj]
	if fn := pr.fn(); fn != nil {
		if j, ok := fn.params[obj]; ok {
			v.params = v.params.union(paramOf(j))
		}
	}
	return pr.atUse(obj, e.Pos(), v)
}

// evalSelector evaluates pkg.Var (the variable) and x.f (the field: a
// root stored in it anywhere in the package, and the field itself).
func (pr *podRoot) evalSelector(e *ast.SelectorExpr) val {
	sel := pr.info.Selections[e]
	if sel == nil {
		switch obj := pr.info.Uses[e.Sel].(type) {
		case *types.Var:
			pr.read(obj)
			return pr.vals[obj]
		case *types.Func:
			return pr.funcValue(obj)
		}
		return val{}
	}
	if sel.Kind() == types.MethodVal {
		return pr.funcValue(sel.Obj().(*types.Func))
	}
	if sel.Kind() != types.FieldVal {
		return val{}
	}
	f := sel.Obj().(*types.Var)
	v := val{fields: []*types.Var{f}}
	if r, ok := pr.fieldRt[f]; ok {
		v.root, v.tree, v.origin = r.root, r.tree, r.origin
	}
	if s, ok := pr.fieldSource(sel); ok {
		v = v.join(s)
	}
	return v
}

// evalAll joins what is known about each of es.
func (pr *podRoot) evalAll(es []ast.Expr) val {
	var v val
	for _, e := range es {
		v = v.join(pr.eval(e))
	}
	return v
}

// evalCall says where each result of a call flows from.
func (pr *podRoot) evalCall(call *ast.CallExpr) []val {
	if tv, ok := pr.info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			return []val{pr.eval(call.Args[0])}
		}
		return nil
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := pr.info.Uses[id].(*types.Builtin); ok && b.Name() == "append" {
			return []val{pr.evalAll(call.Args)}
		}
	}
	fn := code.Callee(pr.info, call)
	if fn == nil {
		return pr.callOfNoFunc(call)
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil {
		return nil
	}
	n := sig.Results().Len()
	out := make([]val, n)
	_, source := pr.sources.Match(fn)
	_, tree := pr.trees.Match(fn)
	switch {
	case source || tree:
		for i := range out {
			if !code.IsError(sig.Results().At(i).Type()) {
				out[i] = rootVal(selector.Name(fn))
				out[i].tree = !source
			}
		}
	case fn.Pkg() != nil && isPathBuilder(fn):
		if n > 0 {
			args := call.Args
			if tv, ok := pr.info.Types[firstArg(args)]; ok && tv.Value != nil && fn.Name() == "Sprintf" {
				// A constant format is judged with what fills it
				// (withTemplate): "/proc/%s/root" with "self" is no
				// other root.
				args = args[1:]
			}
			if trimsPath(fn) {
				args = args[:min(1, len(args))] // the cut set is no path
			}
			v := pr.evalAll(args)
			if pr.buildsBelow(fn, call) {
				v = v.descend()
			}
			out[0] = pr.withTemplate(call, v)
		}
	default:
		if !pr.throughDispatch(call, out) {
			pr.throughSummary(call, fn, out)
		}
	}
	return out
}

// throughSummary fills out with what fn's summary says flows into its
// results at this call.
func (pr *podRoot) throughSummary(call *ast.CallExpr, fn *types.Func, out []val) {
	sum := pr.summary(fn)
	if sum == nil {
		return
	}
	args := pr.args(call, fn)
	for i := 0; i < len(out) && i < len(sum.Results); i++ {
		out[i] = pr.resultVal(fn, sum.Results[i], args)
	}
}

// resultVal is what r, a flow of fn's summary, carries at a call of fn
// with args (by parameter index).
func (pr *podRoot) resultVal(fn *types.Func, r podResult, args [][]ast.Expr) val {
	out := val{own: r.Own}
	if r.Root {
		out = resultRoot(fn, r) // a root is another process's
	}
	for j, a := range args {
		if r.Params.has(j) {
			out = out.join(pr.evalAll(a))
		}
		if r.Below.has(j) {
			out = out.join(pr.evalAll(a).descend())
		}
	}
	return out
}

// buildsBelow reports whether a call of the path builder fn names a path
// below its arguments (Join of two or more, a Sprintf format with more
// than one verb, strings.Join) rather than the same path cleaned or its
// parent.
func (pr *podRoot) buildsBelow(fn *types.Func, call *ast.CallExpr) bool {
	switch fn.Name() {
	case "Join":
		return len(call.Args) > 1 || call.Ellipsis.IsValid()
	case "Sprint":
		return len(call.Args) > 1
	case "Sprintf":
		if len(call.Args) != 2 {
			return true
		}
		f, _ := pr.template(call.Args[0], 0)
		return f != "%s" && f != "%v"
	}
	return false
}

func firstArg(args []ast.Expr) ast.Expr {
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

// isPathBuilder: functions whose first result is a path made of their
// arguments.
func isPathBuilder(fn *types.Func) bool {
	if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "path", "path/filepath":
		switch fn.Name() {
		case "Join", "Clean", "Dir", "Abs", "Glob", "EvalSymlinks", "FromSlash", "ToSlash":
			return true
		}
	case "fmt":
		return fn.Name() == "Sprintf" || fn.Name() == "Sprint"
	case "strings":
		return fn.Name() == "Join" || trimsPath(fn)
	}
	return false
}

// trimsPath: strings functions whose result is their first argument with
// an end cut off (a trailing slash, white space): the same path. A
// trimmed prefix is not: what is left is relative to something else.
func trimsPath(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
		return false
	}
	switch fn.Name() {
	case "TrimSuffix", "TrimRight", "TrimSpace", "Clone":
		return true
	}
	return false
}
