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

	"github.com/kvlint/kvlint/internal/code"
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
	ids    map[types.Object]string
	objs   map[string]types.Object // what the names of this package's walk stand for
	src    map[string][]source     // this package's stores, by key
	deps   []*storesFact           // the imported packages' stores
	pkgs   map[string]*types.Package
	// pkgQueue are the packages of pkgs whose imports pkg has not walked.
	pkgQueue []*types.Package
	memo     map[string][]source
	// calls are the dynamic calls whose results are stored (srcResult),
	// by the local name of each; resolving is where their targets are
	// known, after the walk. busy holds the keys whose targets are being
	// walked: a result that leads back to one adds nothing more.
	calls map[string]*ast.CallExpr
	busy  map[string]bool
	// seams are the functions the engine gives the literals package-level
	// variables are initialized with (seams.go): a value stored like a
	// named function.
	seams *seams
	// implMemo memoises resolvedLocked by key and method: every pass of the
	// package resolves the same pending keys, each in several rounds.
	implMemo map[implKey]resolved
	// mode is the debug switch (dispatch_cha.go): "" or "stored" resolve
	// by the stores, "cha" by class-hierarchy analysis; printed is set once
	// its counts are printed.
	mode    string
	printed bool
	// mu guards the names, objects and memos filled after the walk: the
	// passes of a package share one dispatch and may run at once.
	mu sync.Mutex
}

// localMark starts the name of a key or value that has no object path.
const localMark = "\x01"

// scopeMark starts, after the package path, the name of an unexported
// package-level function, which has no object path but which importers
// can look up in the package's scope.
const scopeMark = "\x02"

// Kinds of source.
const (
	srcType   uint8 = iota + 1 // a concrete named type (id of its TypeName)
	srcPtr                     // a pointer to one
	srcFunc                    // a named function or method
	srcKey                     // the values of another key
	srcIface                   // a value of another named interface (id of its TypeName)
	srcResult                  // the first results of what a dynamic call reaches (id of the call, local)
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
		calls: map[string]*ast.CallExpr{}, busy: map[string]bool{}, seams: seamsOf(pass),
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
		} else if len(n.Rhs) == 1 && (d.elementRead(n.Rhs[0]) || isCall(n.Rhs[0])) {
			// f, ok := ops[k]; f, ok := <-ch; t, err := newTarget(): the
			// first value is the element, or the function's first result.
			d.store(d.keyOf(n.Lhs[0]), n.Rhs[0])
		}
	case *ast.RangeStmt:
		d.rangeStore(n)
	case *ast.SendStmt:
		d.store(d.keyOf(n.Chan), n.Value)
	case *ast.ValueSpec:
		if len(n.Names) == len(n.Values) {
			for i, id := range n.Names {
				d.store(info.Defs[id], n.Values[i])
			}
		} else if len(n.Values) == 1 && isCall(n.Values[0]) {
			d.store(info.Defs[n.Names[0]], n.Values[0]) // var t, err = newTarget()
		}
	case *ast.CompositeLit:
		d.composite(n)
	case *ast.CallExpr:
		d.arguments(n)
	case *ast.ReturnStmt:
		// The first result is the key's value, also of a function that
		// returns more (return &vmTarget{…}, nil), or of the call it
		// returns the results of (return newTarget()).
		if len(n.Results) == 0 {
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

// isCall reports whether e is a call: assigned to several variables, one
// yielding several values.
func isCall(e ast.Expr) bool {
	_, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok
}

// keyOf returns the field or variable an expression names, else nil. An
// element of a container (ops[i], m[k]) is its container's key: a
// container's key holds what its elements hold.
func (d *dispatch) keyOf(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if container(d.pass.TypesInfo.TypeOf(e.X)) != nil {
			return d.keyOf(e.X)
		}
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
	kt := held(keyType(key))
	isContainer := container(keyType(key)) != nil
	vals := []ast.Expr{e}
	if isContainer {
		// A literal or append puts its elements in; a named container
		// type stored into an interface key is the value itself.
		vals = d.stored(e)
	}
	for _, v := range vals {
		if isContainer && container(d.pass.TypesInfo.TypeOf(v)) != nil {
			// A whole container (ops2 = ops, a constructor's slice):
			// its elements are the other key's.
			if s, ok := d.containerSource(v); ok {
				d.add(key, s)
			}
			continue
		}
		if s, ok := d.sourceOf(v); ok {
			d.add(key, s)
		}
		if s, ok := d.narrowedFrom(v, kt); ok {
			d.add(key, s)
		}
	}
}

// add records source s of key.
func (d *dispatch) add(key types.Object, s source) {
	k := d.id(key)
	if !slices.Contains(d.src[k], s) {
		d.src[k] = append(d.src[k], s)
	}
}

// narrowedFrom is the source of a value stored into a key of interface type
// kt when the value's own static type is another named interface: the key
// narrows it (a struct field of a one-method interface the package
// declares, holding a client-go PodInterface). Whatever the value is, a
// call through the key's method is a call of that interface's method, so
// a pass that names the wider interface's method sees the call
// (CallGraph.Narrowed) even when nothing stores a concrete type. error
// and interfaces without methods are not narrowed from.
func (d *dispatch) narrowedFrom(e ast.Expr, kt types.Type) (source, bool) {
	if kt == nil || !types.IsInterface(kt) {
		return source{}, false
	}
	info := d.pass.TypesInfo
	e = ast.Unparen(e)
	// A conversion to the key's type (podCreator(c)) or an assertion
	// (c.(podCreator)) stores its operand.
	for {
		if ta, ok := e.(*ast.TypeAssertExpr); ok && ta.Type != nil {
			e = ast.Unparen(ta.X)
			continue
		}
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !info.Types[call.Fun].IsType() {
			break
		}
		e = ast.Unparen(call.Args[0])
	}
	n, ok := types.Unalias(info.TypeOf(e)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || types.Identical(n, kt) {
		return source{}, false
	}
	if it, ok := n.Underlying().(*types.Interface); !ok || it.NumMethods() == 0 {
		return source{}, false
	}
	return source{srcIface, d.id(n.Origin().Obj())}, true
}

// keyType is the type of what a key holds: a function's first result.
func keyType(key types.Object) types.Type {
	if fn, ok := key.(*types.Func); ok {
		if fn.Signature().Results().Len() == 0 {
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
	t = held(t) // a container's key holds its elements' values
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
	if fn := d.seamOf(e); fn != nil {
		return source{srcFunc, d.funcID(fn)}, true
	}
	return d.valueSource(e)
}

// seamOf is the function the engine gives e when e is a seam's literal
// (seams.go), else nil.
func (d *dispatch) seamOf(e ast.Expr) *types.Func {
	lit, ok := e.(*ast.FuncLit)
	if !ok || d.seams == nil {
		return nil
	}
	return d.seams.byLit[lit]
}

// valueSource is sourceOf for any value but a seam's literal.
func (d *dispatch) valueSource(e ast.Expr) (source, bool) {
	info := d.pass.TypesInfo
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		return d.typeSource(info.TypeOf(e))
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.ARROW {
		if key := d.keyOf(u.X); key != nil {
			return source{srcKey, d.id(key)}, true
		}
		return source{}, false
	}
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.IndexExpr:
		if container(info.TypeOf(x.X)) != nil {
			if key := d.keyOf(x.X); key != nil {
				return source{srcKey, d.id(key)}, true
			}
			return source{}, false
		}
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	case *ast.CallExpr:
		if s, ok := d.typeSource(info.TypeOf(e)); ok {
			return s, true
		}
		if fid := code.CalledIdent(x); fid != nil {
			if fn, ok := info.Uses[fid].(*types.Func); ok && !code.IsInterfaceMethod(fn) {
				return source{srcKey, d.id(fn.Origin())}, true
			}
			if d.maybeDynamic(x, info.Uses[fid]) {
				// t, err := c.factory.New(): the first results of the
				// implementations the call reaches, known once every
				// store is.
				id := localMark + "call" + strconv.Itoa(len(d.calls))
				d.calls[id] = x
				return source{srcResult, id}, true
			}
		}
		return source{}, false
	}
	if id != nil {
		switch obj := info.ObjectOf(id).(type) {
		case *types.Func:
			// A function of any package: a variable holding os.Remove
			// is a call of os.Remove where it is called, as one holding
			// a function of the module is a call of that function.
			if !code.IsInterfaceMethod(obj) && obj.Pkg() != nil {
				return source{srcFunc, d.funcID(obj.Origin())}, true
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

// maybeDynamic reports whether call, of obj, may be resolved through the
// stores: a call through an interface method of the module or a
// function-typed key (dynamicCallLocked resolves it, later).
func (d *dispatch) maybeDynamic(call *ast.CallExpr, obj types.Object) bool {
	switch o := obj.(type) {
	case *types.Func:
		return code.IsInterfaceMethod(o) && d.inModule(o.Pkg())
	case *types.Var:
		return callsFuncKey(call, o)
	}
	return false
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
	id := code.CalledIdent(call)
	if id == nil {
		return
	}
	fn, ok := d.pass.TypesInfo.Uses[id].(*types.Func)
	if !ok || code.IsInterfaceMethod(fn) {
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
