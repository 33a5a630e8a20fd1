package flow

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
)

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
	if d.busy[key] {
		return nil // a result that leads back here: the walk under way has the rest
	}
	d.busy[key] = true
	defer delete(d.busy, key)
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
			case s.kind == srcResult:
				for _, fn := range d.resultFuncs(s.id) {
					walk(d.id(fn))
				}
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
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.resolvedLocked(key, method).funcs
}

func (d *dispatch) impls(key, method string) []Impl {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.resolvedLocked(key, method).impls
}

// implKey names one resolution: a call through method (empty for a
// function-typed key) on a value held by key.
type implKey struct{ key, method string }

// resolved is one resolution: the implementations with the stored values
// they come from, and their functions, each once; and the wider
// interfaces' methods the call is a call of (narrowedImpls), with their
// functions each once.
type resolved struct {
	impls    []Impl
	funcs    []*types.Func
	narrowed []Impl
	wider    []*types.Func
}

// resolvedLocked is the memoised resolution, with d.mu held. The result is
// shared: callers only read it.
func (d *dispatch) resolvedLocked(key, method string) resolved {
	if d.pass == nil {
		return resolved{}
	}
	k := implKey{key, method}
	if r, ok := d.implMemo[k]; ok {
		return r
	}
	if d.implMemo == nil {
		d.implMemo = map[implKey]resolved{}
	}
	r := resolved{impls: d.resolveImpls(key, method), narrowed: d.narrowedImpls(key, method)}
	r.funcs, r.wider = funcsOf(r.impls), funcsOf(r.narrowed)
	d.implMemo[k] = r
	return r
}

// funcsOf returns the functions of impls, each once.
func funcsOf(impls []Impl) []*types.Func {
	var out []*types.Func
	for _, im := range impls {
		if !slices.Contains(out, im.Func) {
			out = append(out, im.Func)
		}
	}
	return out
}

// resolveImpls computes a resolution's implementations: the targets of key (memoised, so
// stable once asked for) with method looked up on the types among them.
func (d *dispatch) resolveImpls(key, method string) []Impl {
	var out []Impl
	targets := d.targets(key)
	if d.mode == "cha" && method != "" {
		// A key local to the package (a call's result) has no declared
		// type to enumerate implementations of: its stored values stay.
		if cha := d.chaTargets(key); cha != nil {
			targets = cha
		}
	}
	for _, t := range targets {
		obj := d.object(t.id)
		switch {
		case obj == nil:
		case method == "" && t.kind == srcFunc:
			if fn, ok := obj.(*types.Func); ok {
				out = append(out, Impl{fn, t.id})
			}
		case method != "" && (t.kind == srcType || t.kind == srcPtr):
			tn, ok := obj.(*types.TypeName)
			if !ok {
				continue
			}
			typ := tn.Type()
			if t.kind == srcPtr {
				typ = types.NewPointer(typ)
			}
			m, _, _ := types.LookupFieldOrMethod(typ, true, tn.Pkg(), method)
			if fn, ok := m.(*types.Func); ok && !code.IsInterfaceMethod(fn) && d.inModule(fn.Pkg()) {
				out = append(out, Impl{fn.Origin(), t.id})
			}
		}
	}
	return out
}

// narrowings returns the memoised narrowedImpls of a call through key and
// method, and their functions each once.
func (d *dispatch) narrowings(key, method string) ([]Impl, []*types.Func) {
	d.mu.Lock()
	defer d.mu.Unlock()
	r := d.resolvedLocked(key, method)
	return r.narrowed, r.wider
}

// narrowedImpls computes, for a call through interface method of a value
// held by key, the methods of the other named interfaces whose values are
// stored into key (narrowedFrom), as declared, each with the interface's
// name (Impl.Stored): the call is a call of each.
func (d *dispatch) narrowedImpls(key, method string) []Impl {
	if method == "" {
		return nil
	}
	var out []Impl
	for _, t := range d.targets(key) {
		if t.kind != srcIface {
			continue
		}
		tn, ok := d.object(t.id).(*types.TypeName)
		if !ok {
			continue
		}
		m, _, _ := types.LookupFieldOrMethod(tn.Type(), false, tn.Pkg(), method)
		if fn, ok := m.(*types.Func); ok {
			out = append(out, Impl{fn, t.id})
		}
	}
	return out
}

// inlineNarrowing is the narrowing of a call of an interface method of the
// module (via) on a value converted or asserted in place from another named
// interface (podCreator(pods).Create(…), pods.(podCreator).Create(…)): no
// key holds the value, so no store records it.
func (d *dispatch) inlineNarrowing(call *ast.CallExpr, id *ast.Ident) (*types.Func, []*types.Func) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pass == nil {
		return nil, nil
	}
	via, ok := d.pass.TypesInfo.Uses[id].(*types.Func)
	sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || !isSel || !code.IsInterfaceMethod(via) || !d.inModule(via.Pkg()) {
		return nil, nil
	}
	x := ast.Unparen(sel.X)
	switch x.(type) {
	case *ast.CallExpr, *ast.TypeAssertExpr:
	default:
		return nil, nil // a key's value: the stores say
	}
	s, ok := d.narrowedFrom(x, d.pass.TypesInfo.TypeOf(x))
	if !ok {
		return nil, nil
	}
	tn, ok := d.object(s.id).(*types.TypeName)
	if !ok {
		return nil, nil
	}
	m, _, _ := types.LookupFieldOrMethod(tn.Type(), false, tn.Pkg(), via.Name())
	if fn, ok := m.(*types.Func); ok {
		return via, []*types.Func{fn}
	}
	return nil, nil
}

// ResolveNarrowed returns the wider interfaces' methods a call through key
// (an Open's Key) and method is a call of in this package's view (flow's
// Narrowed): an importer that stores a client into a narrowing parameter
// or field of its dependency sees what the dependency's call does.
func (g *CallGraph) ResolveNarrowed(key, method string) []Impl {
	impls, _ := g.d.narrowings(key, method)
	return impls
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
	return d.dynamicCallLocked(call, id)
}

// dynamicCallLocked is dynamicCall with d.mu held.
func (d *dispatch) dynamicCallLocked(call *ast.CallExpr, id *ast.Ident) (dynCall, bool) {
	if d.pass == nil || id == nil {
		return dynCall{}, false
	}
	obj := d.pass.TypesInfo.Uses[id]
	switch o := obj.(type) {
	case *types.Func:
		if !code.IsInterfaceMethod(o) || !d.inModule(o.Pkg()) {
			return dynCall{}, false
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return dynCall{}, false
		}
		if k, ok := d.resultOfDynamic(sel.X); ok {
			return dynCall{k, o.Name(), o}, true
		}
		key := d.receiverKey(sel.X)
		if key == nil {
			return dynCall{}, false
		}
		return dynCall{d.copied(d.id(key)), o.Name(), o}, true
	case *types.Var:
		if !callsFuncKey(call, o) {
			return dynCall{}, false
		}
		return dynCall{d.copied(d.id(o)), "", o}, true
	}
	return dynCall{}, false
}

// callsFuncKey reports whether call calls through v, a function-typed
// variable, field or parameter, or an element of a container of functions
// (ops[i](…): a call of what the container holds).
func callsFuncKey(call *ast.CallExpr, v *types.Var) bool {
	t := v.Type()
	if _, ok := ast.Unparen(call.Fun).(*ast.IndexExpr); ok && container(t) != nil {
		t = container(t)
	}
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

// copied returns, for a local variable that holds nothing but a copy of
// another key (s := w.setter), that key: a call through the copy reads it,
// and importers may still store into it (open). A container's key ends the
// chain (containerVar): an element read from one is resolved here. Any
// other key is returned as it is.
func (d *dispatch) copied(k string) string {
	for range len(d.src) {
		srcs := d.src[k]
		if exportable(k) || containerVar(d.objs[k]) || len(srcs) != 1 || srcs[0].kind != srcKey {
			return k
		}
		k = srcs[0].id
	}
	return k
}

// receiverKey is the key of an interface method call's receiver: the field
// or variable it reads, or the function whose result it is.
func (d *dispatch) receiverKey(x ast.Expr) types.Object {
	if call, ok := ast.Unparen(x).(*ast.CallExpr); ok {
		if fid := code.CalledIdent(call); fid != nil {
			if fn, ok := d.pass.TypesInfo.Uses[fid].(*types.Func); ok && !code.IsInterfaceMethod(fn) {
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

// Unseen returns the names (flow.Impl.Stored) of the values stored into key,
// in this package's view, that a call through method (empty: through a
// function-typed key) may reach but whose objects this package cannot see:
// under go vet a package sees another's objects only through its export
// data, which leaves out an unexported type or function that no exported
// declaration names (an implementation returned as its interface). A pass
// resolves them through what the storing package published (StoredImpls).
func (g *CallGraph) Unseen(key, method string) []string {
	d := g.d
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pass == nil {
		return nil
	}
	var out []string
	for _, t := range d.targets(key) {
		if t.kind == srcIface || (method == "") != (t.kind == srcFunc) || d.object(t.id) != nil {
			continue
		}
		out = append(out, t.id)
	}
	return out
}

// StoredID is the name fn goes by where a package publishes what it stores
// (Impl.Stored). A call through another package's exported seam may reach
// an unexported function of that package; facts on it stay in its
// package, so a pass looks its summary up in what the storing package
// published, by this name.
func (g *CallGraph) StoredID(fn *types.Func) string {
	d := g.d
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.funcID(fn.Origin())
}

// StoredImpl is a function a call through a key may run, by the stored
// value it comes from (Stored): Method is the method's name when the value
// is a type, empty when it is the function itself.
type StoredImpl struct {
	Impl
	Method string
}

// StoredImpls returns what this package stores into keys other packages can
// name, as the functions a call through such a key may run: each stored
// named function, and each method of each stored type, so that a pass can
// publish their summaries for importers that cannot see them (Unseen).
func (g *CallGraph) StoredImpls() []StoredImpl {
	var out []StoredImpl
	for _, im := range g.StoredFuncs() {
		out = append(out, StoredImpl{Impl: im})
	}
	d := g.d
	d.mu.Lock()
	defer d.mu.Unlock()
	var stored []StoredImpl
	done := map[string]bool{}
	for key, srcs := range d.src {
		if !exportable(key) {
			continue
		}
		for _, s := range srcs {
			tn, ok := d.objs[s.id].(*types.TypeName)
			if (s.kind != srcType && s.kind != srcPtr) || !ok || !exportable(s.id) || done[s.id] {
				continue
			}
			done[s.id] = true
			ms := types.NewMethodSet(types.NewPointer(tn.Type()))
			for i := range ms.Len() {
				if fn, ok := ms.At(i).Obj().(*types.Func); ok && !code.IsInterfaceMethod(fn) && d.inModule(fn.Pkg()) {
					stored = append(stored, StoredImpl{Impl{fn.Origin(), s.id}, fn.Name()})
				}
			}
		}
	}
	slices.SortFunc(stored, func(a, b StoredImpl) int { return cmpStrings(a.Stored, b.Stored, a.Method, b.Method) })
	return append(out, stored...)
}
