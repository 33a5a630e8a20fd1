package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/physical"
)

// dispatch resolves calls through interface methods and function-typed
// variables of the analysed module to the implementations the code
// actually stores there (a field-sensitive, type-based resolution), not to
// every type with the method set (class-hierarchy analysis, which would
// make every implementation of a widely implemented interface — and every
// test fake — reachable from every call).
//
// A key is the object a value is stored into: a struct field, a variable,
// a parameter (from the arguments of calls to its function) or a function
// (its first result, from its return statements). A key's sources are the
// concrete named types and named functions stored into it and the other
// keys it is copied from. Only this package's syntax is read, _test.go
// files never (a mock wired in a test is not a production target): a key
// whose stores happen in another package is unresolved here (see
// docs/architecture.md, "Effects").
type dispatch struct {
	pass   *analysis.Pass
	module string
	src    map[types.Object][]source
	memo   map[types.Object][]target
}

// source is one value stored into a key: a concrete type, a named
// function, or the values of another key.
type source struct {
	typ  types.Type // concrete, named or pointer to named
	fn   *types.Func
	from types.Object
}

// target is a resolved value of a key: a concrete type or a function.
type target struct {
	typ types.Type
	fn  *types.Func
}

func newDispatch(pass *analysis.Pass, ins *inspector.Inspector, fs *physical.Files) *dispatch {
	d := &dispatch{pass: pass, module: modulePath(pass), src: map[types.Object][]source{}, memo: map[types.Object][]target{}}
	var results []*types.Func // enclosing function per FuncDecl/FuncLit level (nil for literals)
	ins.Nodes([]ast.Node{(*ast.File)(nil), (*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.AssignStmt)(nil),
		(*ast.ValueSpec)(nil), (*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.ReturnStmt)(nil)}, func(n ast.Node, push bool) bool {
		switch n := n.(type) {
		case *ast.File:
			// The physical file decides: a //line cannot make code a test.
			name := fs.Name(pass.Fset, pass.Files, n.Package)
			return push && !strings.HasSuffix(name, "_test.go") && !fs.Generated(pass.Fset, n)
		case *ast.FuncDecl:
			if push {
				fn, _ := pass.TypesInfo.Defs[n.Name].(*types.Func)
				results = append(results, fn)
			} else {
				results = results[:len(results)-1]
			}
			return true
		case *ast.FuncLit:
			if push {
				results = append(results, nil)
			} else {
				results = results[:len(results)-1]
			}
			return true
		}
		if !push {
			return true
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					d.store(d.keyOf(l), n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, id := range n.Names {
					d.store(pass.TypesInfo.Defs[id], n.Values[i])
				}
			}
		case *ast.CompositeLit:
			d.composite(n)
		case *ast.CallExpr:
			d.arguments(n)
		case *ast.ReturnStmt:
			if len(results) > 0 && results[len(results)-1] != nil && len(n.Results) == 1 {
				d.store(results[len(results)-1], n.Results[0])
			}
		}
		return true
	})
	return d
}

// modulePath is the module of the analysed package; drivers without module
// information get the package path's repository root: host/owner/repo on
// the code hosts that name an owner, host/repo (kubevirt.io/kubevirt)
// elsewhere.
func modulePath(pass *analysis.Pass) string {
	if pass.Module != nil && pass.Module.Path != "" {
		return pass.Module.Path
	}
	parts := strings.SplitN(pass.Pkg.Path(), "/", 4)
	n := 2
	switch parts[0] {
	case "github.com", "gitlab.com", "bitbucket.org":
		n = 3
	}
	return strings.Join(parts[:min(n, len(parts))], "/")
}

func (d *dispatch) inModule(pkg *types.Package) bool {
	return pkg != nil && (pkg.Path() == d.module || strings.HasPrefix(pkg.Path(), d.module+"/"))
}

// keyOf returns the field or variable an expression names, else nil.
func (d *dispatch) keyOf(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if v, ok := d.pass.TypesInfo.ObjectOf(e).(*types.Var); ok {
			return v
		}
	case *ast.SelectorExpr:
		if v, ok := d.pass.TypesInfo.ObjectOf(e.Sel).(*types.Var); ok {
			return v
		}
	}
	return nil
}

// store records that value e is stored into key, when key can hold an
// interface or a function.
func (d *dispatch) store(key types.Object, e ast.Expr) {
	if key == nil {
		return
	}
	t := key.Type()
	if fn, ok := key.(*types.Func); ok {
		if fn.Signature().Results().Len() != 1 {
			return
		}
		t = fn.Signature().Results().At(0).Type()
	}
	if !dynamic(t) {
		return
	}
	if s, ok := d.sourceOf(e); ok {
		d.src[key] = append(d.src[key], s)
	}
}

// dynamic reports whether a key of type t can be called through.
func dynamic(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Interface, *types.Signature:
		return true
	}
	return false
}

// sourceOf classifies a stored value.
func (d *dispatch) sourceOf(e ast.Expr) (source, bool) {
	e = ast.Unparen(e)
	info := d.pass.TypesInfo
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		if t := info.TypeOf(e); t != nil && d.concrete(t) {
			return source{typ: t}, true
		}
		return source{}, false
	}
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.CallExpr:
		if t := info.TypeOf(e); t != nil && d.concrete(t) {
			return source{typ: t}, true
		}
		if fid := calleeIdent(x); fid != nil {
			if fn, ok := info.Uses[fid].(*types.Func); ok && !isAbstract(fn) {
				return source{from: fn.Origin()}, true
			}
		}
		return source{}, false
	}
	if id != nil {
		switch obj := info.ObjectOf(id).(type) {
		case *types.Func:
			if !isAbstract(obj) && d.inModule(obj.Pkg()) {
				return source{fn: obj.Origin()}, true
			}
			return source{}, false
		case *types.Var:
			if t := obj.Type(); d.concrete(t) {
				return source{typ: t}, true
			}
			return source{from: obj}, true
		}
	}
	if t := info.TypeOf(e); t != nil && d.concrete(t) {
		return source{typ: t}, true
	}
	return source{}, false
}

func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	}
	return nil
}

// concrete reports a named non-interface type (or pointer to one) of the
// module.
func (d *dispatch) concrete(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || types.IsInterface(n) {
		return false
	}
	return d.inModule(n.Obj().Pkg())
}

// composite records the fields a struct literal sets.
func (d *dispatch) composite(lit *ast.CompositeLit) {
	t := d.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				d.store(d.pass.TypesInfo.ObjectOf(id), kv.Value)
			}
			continue
		}
		if i < st.NumFields() {
			d.store(st.Field(i), el)
		}
	}
}

// arguments records the arguments of a static call as stores into its
// callee's parameters.
func (d *dispatch) arguments(call *ast.CallExpr) {
	id := calleeIdent(call)
	if id == nil {
		return
	}
	fn, ok := d.pass.TypesInfo.Uses[id].(*types.Func)
	if !ok || isAbstract(fn) {
		return
	}
	params := fn.Origin().Signature().Params()
	for i, a := range call.Args {
		if i >= params.Len() || (fn.Signature().Variadic() && i >= params.Len()-1) {
			break
		}
		d.store(params.At(i), a)
	}
}

// targets returns what key can hold, through copies between keys (cycles
// included), in a stable order.
func (d *dispatch) targets(key types.Object) []target {
	if ts, ok := d.memo[key]; ok {
		return ts
	}
	var out []target
	seen := map[types.Object]bool{}
	have := map[target]bool{}
	var walk func(types.Object)
	walk = func(k types.Object) {
		if seen[k] {
			return
		}
		seen[k] = true
		for _, s := range d.src[k] {
			switch {
			case s.from != nil:
				walk(s.from)
			case !have[target{s.typ, s.fn}]:
				have[target{s.typ, s.fn}] = true
				out = append(out, target{s.typ, s.fn})
			}
		}
	}
	walk(key)
	slices.SortFunc(out, func(a, b target) int { return strings.Compare(a.String(), b.String()) })
	d.memo[key] = out
	return out
}

func (t target) String() string {
	if t.fn != nil {
		return t.fn.FullName()
	}
	return t.typ.String()
}

// resolve returns the implementations a call through id can reach: for an
// interface method of the module, the methods of the concrete types stored
// into its receiver's key; for a function-typed variable or field, the
// functions stored into it.
func (d *dispatch) resolve(call *ast.CallExpr, id *ast.Ident) []*types.Func {
	obj := d.pass.TypesInfo.Uses[id]
	var key types.Object
	var method *types.Func
	switch o := obj.(type) {
	case *types.Func:
		if !isAbstract(o) || !d.inModule(o.Pkg()) {
			return nil
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		key, method = d.receiverKey(sel.X), o
	case *types.Var:
		if _, ok := o.Type().Underlying().(*types.Signature); !ok {
			return nil
		}
		key = o
	}
	if key == nil {
		return nil
	}
	var out []*types.Func
	for _, t := range d.targets(key) {
		switch {
		case method == nil && t.fn != nil:
			out = append(out, t.fn)
		case method != nil && t.typ != nil:
			m, _, _ := types.LookupFieldOrMethod(t.typ, true, method.Pkg(), method.Name())
			if fn, ok := m.(*types.Func); ok && !isAbstract(fn) && d.inModule(fn.Pkg()) {
				out = append(out, fn.Origin())
			}
		}
	}
	return out
}

// receiverKey is the key of an interface method call's receiver: the field
// or variable it reads, or the function whose result it is.
func (d *dispatch) receiverKey(x ast.Expr) types.Object {
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok {
		if fid := calleeIdent(call); fid != nil {
			if fn, ok := d.pass.TypesInfo.Uses[fid].(*types.Func); ok && !isAbstract(fn) {
				return fn.Origin()
			}
		}
		return nil
	}
	return d.keyOf(x)
}
