package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"

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
// keys it is copied from. This package's syntax is read, _test.go files
// never (a mock wired in a test is not a production target); the stores
// of the packages it imports, transitively, come from their storesFact, so
// a key wired in a dependency (a constructor's result, a field set in a
// composite literal there) resolves here.
//
// Keys and values are named by package path and object path (go/types/
// objectpath), the names facts can carry; an object without one (a local
// variable, a type declared in a function) has a name local to this
// package, starting with localMark, and is never exported.
type dispatch struct {
	pass   *analysis.Pass
	module string
	enc    objectpath.Encoder
	ids    map[types.Object]string
	objs   map[string]types.Object // what the names of this package's walk stand for
	src    map[string][]source     // this package's stores, by key
	deps   []*storesFact           // the imported packages' stores
	pkgs   map[string]*types.Package
	memo   map[string][]source
	// mu guards the names, objects and memos filled after the walk: the
	// passes of a package share one dispatch and may run at once.
	mu sync.Mutex
}

// localMark starts the name of a key or value that has no object path.
const localMark = "\x01"

// Kinds of source.
const (
	srcType uint8 = iota + 1 // a concrete named type (id of its TypeName)
	srcPtr                   // a pointer to one
	srcFunc                  // a named function or method
	srcKey                   // the values of another key
)

// source is one value stored into a key.
type source struct {
	kind uint8
	id   string
}

func newDispatch(pass *analysis.Pass, fs *physical.Files, deps []*storesFact) *dispatch {
	d := &dispatch{
		pass: pass, module: modulePath(pass), ids: map[types.Object]string{}, objs: map[string]types.Object{},
		src: map[string][]source{}, deps: deps, memo: map[string][]source{},
	}
	if fs == nil {
		fs = physical.FromPass(pass)
	}
	for _, f := range pass.Files {
		// The physical file decides: a //line cannot make code a test.
		name := fs.Name(pass.Fset, pass.Files, f.Package)
		if strings.HasSuffix(name, "_test.go") || fs.Generated(pass.Fset, f) {
			continue
		}
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			d.visit(n, stack)
			return true
		})
	}
	return d
}

// visit records the stores node n makes; stack holds its ancestors.
func (d *dispatch) visit(n ast.Node, stack []ast.Node) {
	info := d.pass.TypesInfo
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
				d.store(info.Defs[id], n.Values[i])
			}
		}
	case *ast.CompositeLit:
		d.composite(n)
	case *ast.CallExpr:
		d.arguments(n)
	case *ast.ReturnStmt:
		if len(n.Results) != 1 {
			return
		}
		for i := len(stack) - 1; i >= 0; i-- {
			switch f := stack[i].(type) {
			case *ast.FuncLit:
				return
			case *ast.FuncDecl:
				if fn, ok := info.Defs[f.Name].(*types.Func); ok {
					d.store(fn, n.Results[0])
				}
				return
			}
		}
	}
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

// id names obj: by package and object path when it has one, else by a
// name local to this package.
func (d *dispatch) id(obj types.Object) string {
	if id, ok := d.ids[obj]; ok {
		return id
	}
	var id string
	if p, err := d.enc.For(obj); err == nil && obj.Pkg() != nil {
		id = obj.Pkg().Path() + "\x00" + string(p)
	} else {
		id = localMark + strconv.Itoa(len(d.ids))
	}
	d.ids[obj] = id
	d.objs[id] = obj
	return id
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
	if key == nil || !d.dynamic(keyType(key)) {
		return
	}
	if s, ok := d.sourceOf(e); ok {
		k := d.id(key)
		if !slices.Contains(d.src[k], s) {
			d.src[k] = append(d.src[k], s)
		}
	}
}

// keyType is the type of what a key holds: a function's first result.
func keyType(key types.Object) types.Type {
	if fn, ok := key.(*types.Func); ok {
		if fn.Signature().Results().Len() != 1 {
			return nil
		}
		return fn.Signature().Results().At(0).Type()
	}
	return key.Type()
}

// dynamic reports whether a key of type t can be called through: a
// function type, or an interface the module declares (error, any and other
// modules' interfaces are never resolved).
func (d *dispatch) dynamic(t types.Type) bool {
	if t == nil {
		return false
	}
	switch t.Underlying().(type) {
	case *types.Signature:
		return true
	case *types.Interface:
		n, ok := types.Unalias(t).(*types.Named)
		return ok && d.inModule(n.Obj().Pkg())
	}
	return false
}

// sourceOf classifies a stored value.
func (d *dispatch) sourceOf(e ast.Expr) (source, bool) {
	e = ast.Unparen(e)
	info := d.pass.TypesInfo
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return d.typeSource(info.TypeOf(e))
	}
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.CallExpr:
		if s, ok := d.typeSource(info.TypeOf(e)); ok {
			return s, true
		}
		if fid := calleeIdent(x); fid != nil {
			if fn, ok := info.Uses[fid].(*types.Func); ok && !isAbstract(fn) {
				return source{srcKey, d.id(fn.Origin())}, true
			}
		}
		return source{}, false
	}
	if id != nil {
		switch obj := info.ObjectOf(id).(type) {
		case *types.Func:
			if !isAbstract(obj) && d.inModule(obj.Pkg()) {
				return source{srcFunc, d.id(obj.Origin())}, true
			}
			return source{}, false
		case *types.Var:
			if s, ok := d.typeSource(obj.Type()); ok {
				return s, true
			}
			return source{srcKey, d.id(obj)}, true
		}
	}
	return d.typeSource(info.TypeOf(e))
}

// typeSource is the source of a value of type t when t is a named
// non-interface type of the module or a pointer to one.
func (d *dispatch) typeSource(t types.Type) (source, bool) {
	if t == nil {
		return source{}, false
	}
	kind := srcType
	if p, ok := t.(*types.Pointer); ok {
		t, kind = p.Elem(), srcPtr
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || !d.inModule(n.Obj().Pkg()) {
		return source{}, false
	}
	switch n.Underlying().(type) {
	case *types.Interface, *types.Signature:
		return source{}, false // not a concrete value: a function type's value is its function
	}
	return source{kind, d.id(n.Origin().Obj())}, true
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

// exportable reports whether a key or value has a name other packages can
// resolve.
func exportable(id string) bool { return !strings.HasPrefix(id, localMark) }

// sources returns the sources of key: this package's stores and, for a key
// other packages can name, theirs.
func (d *dispatch) sources(key string) []source {
	out := d.src[key]
	if !exportable(key) {
		return out
	}
	for _, f := range d.deps {
		for _, i := range f.index()[key] {
			s := f.Stores[i]
			out = append(out, source{s.Kind, s.Src})
		}
	}
	return out
}

// targets returns the values key can hold (sources of kind srcType, srcPtr
// or srcFunc), through copies between keys (cycles included), here and in
// every package this one imports, in a stable order.
func (d *dispatch) targets(key string) []source {
	if ts, ok := d.memo[key]; ok {
		return ts
	}
	var out []source
	seen := map[string]bool{}
	var walk func(string)
	walk = func(k string) {
		if seen[k] {
			return
		}
		seen[k] = true
		for _, s := range d.sources(k) {
			switch {
			case s.kind == srcKey:
				walk(s.id)
			case !slices.Contains(out, s):
				out = append(out, s)
			}
		}
	}
	walk(key)
	slices.SortFunc(out, func(a, b source) int {
		if c := strings.Compare(a.id, b.id); c != 0 {
			return c
		}
		return int(a.kind) - int(b.kind)
	})
	d.memo[key] = out
	return out
}

// object returns what a key or value name stands for, nil when this
// package cannot see it.
func (d *dispatch) object(id string) types.Object {
	if obj, ok := d.objs[id]; ok {
		return obj
	}
	path, p, ok := strings.Cut(id, "\x00")
	if !ok {
		return nil
	}
	var obj types.Object
	if pkg := d.pkg(path); pkg != nil {
		obj, _ = objectpath.Object(pkg, objectpath.Path(p))
	}
	d.objs[id] = obj
	return obj
}

// pkg returns the package of path among this one and its imports,
// transitively.
func (d *dispatch) pkg(path string) *types.Package {
	if d.pkgs == nil {
		d.pkgs = map[string]*types.Package{}
		var add func(*types.Package)
		add = func(p *types.Package) {
			if d.pkgs[p.Path()] != nil {
				return
			}
			d.pkgs[p.Path()] = p
			for _, q := range p.Imports() {
				add(q)
			}
		}
		add(d.pass.Pkg)
	}
	return d.pkgs[path]
}

// Impl is one implementation a dynamic call reaches: the function, and
// the name of the stored value it comes from (a type or the function).
type Impl struct {
	Func   *types.Func
	Stored string
}

// implementations returns the functions a call through interface method
// name (empty for a function-typed key) on a value held by key can reach:
// the methods of the concrete types stored there, or the functions.
func (d *dispatch) implementations(key, method string) []*types.Func {
	var out []*types.Func
	for _, im := range d.impls(key, method) {
		if !slices.Contains(out, im.Func) {
			out = append(out, im.Func)
		}
	}
	return out
}

func (d *dispatch) impls(key, method string) []Impl {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pass == nil {
		return nil
	}
	var out []Impl
	for _, t := range d.targets(key) {
		obj := d.object(t.id)
		switch {
		case obj == nil:
		case method == "" && t.kind == srcFunc:
			if fn, ok := obj.(*types.Func); ok {
				out = append(out, Impl{fn, t.id})
			}
		case method != "" && t.kind != srcFunc:
			tn, ok := obj.(*types.TypeName)
			if !ok {
				continue
			}
			typ := tn.Type()
			if t.kind == srcPtr {
				typ = types.NewPointer(typ)
			}
			m, _, _ := types.LookupFieldOrMethod(typ, true, tn.Pkg(), method)
			if fn, ok := m.(*types.Func); ok && !isAbstract(fn) && d.inModule(fn.Pkg()) {
				out = append(out, Impl{fn.Origin(), t.id})
			}
		}
	}
	return out
}

// Resolve returns the implementations a call through key (an Open's Key)
// and method reaches in this package's view: the values stored into key
// here and in every package this one imports.
func (g *CallGraph) Resolve(key, method string) []Impl { return g.d.impls(key, method) }

// StoredFuncs returns the named functions this package stores into keys
// other packages can name, by name: an importer that resolves a call
// through such a key may not see the function's package (facts about a
// function reach its package's direct importers only), so the storing
// package, which names it, passes on what it knows.
func (g *CallGraph) StoredFuncs() []Impl {
	d := g.d
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []Impl
	for key, srcs := range d.src {
		if !exportable(key) {
			continue
		}
		for _, s := range srcs {
			fn, ok := d.objs[s.id].(*types.Func)
			if s.kind == srcFunc && ok && exportable(s.id) && !slices.ContainsFunc(out, func(im Impl) bool { return im.Stored == s.id }) {
				out = append(out, Impl{fn, s.id})
			}
		}
	}
	slices.SortFunc(out, func(a, b Impl) int { return strings.Compare(a.Stored, b.Stored) })
	return out
}

// dynCall is a call through an interface method of the module or a
// function-typed variable or field: the key its receiver or callee is read
// from, and the method's name (empty for a function-typed key).
type dynCall struct {
	key    string
	method string
	via    types.Object
}

// dynamicCall classifies the call of id.
func (d *dispatch) dynamicCall(call *ast.CallExpr, id *ast.Ident) (dynCall, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pass == nil {
		return dynCall{}, false
	}
	obj := d.pass.TypesInfo.Uses[id]
	switch o := obj.(type) {
	case *types.Func:
		if !isAbstract(o) || !d.inModule(o.Pkg()) {
			return dynCall{}, false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return dynCall{}, false
		}
		key := d.receiverKey(sel.X)
		if key == nil {
			return dynCall{}, false
		}
		return dynCall{d.id(key), o.Name(), o}, true
	case *types.Var:
		if _, ok := o.Type().Underlying().(*types.Signature); !ok {
			return dynCall{}, false
		}
		return dynCall{d.id(o), "", o}, true
	}
	return dynCall{}, false
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

// open reports whether a call through key stays open for importers: the
// key can be stored into by other packages (a field, a package-level
// variable, a function's result or an interface-typed parameter; a
// function-typed parameter is not, since a caller that passes a named
// function has an edge to it already).
func (d *dispatch) open(c dynCall) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !exportable(c.key) {
		return false
	}
	if v, ok := d.objs[c.key].(*types.Var); ok && !v.IsField() && v.Parent() != v.Pkg().Scope() {
		return c.method != ""
	}
	return true
}
