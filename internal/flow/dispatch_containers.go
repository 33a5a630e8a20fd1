package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// A container (slice, array, map, channel) of functions or interface
// values is a key of its own: it holds what its elements hold, whatever
// the index, so a table of operations or a queue of handlers resolves as
// a field holding one would. Stores are its literals, appends, index
// assignments and sends; reads are its index expressions, receives and
// range variables.

// stored returns the values storing e puts into a key: e itself, or, for a
// container literal or an append, the elements it adds (nested literals
// too) and the container appended to.
func (d *dispatch) stored(e ast.Expr) []ast.Expr {
	info := d.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		if container(info.TypeOf(x)) == nil {
			break
		}
		var out []ast.Expr
		for _, el := range x.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value
			}
			out = append(out, d.stored(el)...)
		}
		return out
	case *ast.CallExpr:
		if !code.IsBuiltin(info, x, "append") {
			break
		}
		if x.Ellipsis.IsValid() {
			return x.Args // append(ops, more...): both containers
		}
		out := x.Args[:1:1]
		for _, a := range x.Args[1:] {
			out = append(out, d.stored(a)...)
		}
		return out
	}
	return []ast.Expr{e}
}

// containerSource is the source of a whole container stored into a
// container's key: the key it is read from, or the function whose result
// it is.
func (d *dispatch) containerSource(e ast.Expr) (source, bool) {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.ARROW {
		e = &ast.IndexExpr{X: u.X, Lbrack: u.X.End()}
	}
	if key := d.keyOf(e); key != nil {
		return source{srcKey, d.id(key)}, true
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if fid := code.CalledIdent(call); fid != nil {
			if fn, ok := d.pass.TypesInfo.Uses[fid].(*types.Func); ok && !code.IsInterfaceMethod(fn) {
				return source{srcKey, d.id(fn.Origin())}, true
			}
		}
	}
	return source{}, false
}

// rangeStore records the iteration variable of a range over a container
// as a store of the container's elements (for _, f := range ops).
func (d *dispatch) rangeStore(n *ast.RangeStmt) {
	t := d.pass.TypesInfo.TypeOf(n.X)
	if container(t) == nil {
		return
	}
	v := n.Value
	if _, ok := t.Underlying().(*types.Chan); ok {
		v = n.Key
	}
	if v == nil {
		return
	}
	key := d.keyOf(v)
	if key == nil || !d.dynamic(keyType(key)) {
		return
	}
	if lit, ok := ast.Unparen(n.X).(*ast.CompositeLit); ok {
		for _, el := range d.stored(lit) {
			d.store(key, el)
		}
		return
	}
	// A container read from a key, or returned by a function
	// (range hostops.Defaults()).
	if s, ok := d.containerSource(n.X); ok {
		d.add(key, s)
	}
}

// elementRead reports whether e reads an element of a container (ops[k],
// <-ch), the one value of a comma-ok assignment that can hold a function.
func (d *dispatch) elementRead(e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		return container(d.pass.TypesInfo.TypeOf(x.X)) != nil
	case *ast.UnaryExpr:
		return x.Op == token.ARROW
	}
	return false
}

// held is the type of the values a key of type t holds: t, or, for a
// container, its elements' (through nested containers).
func held(t types.Type) types.Type {
	for el := container(t); el != nil; el = container(t) {
		t = el
	}
	return t
}

// container returns the element type of a slice, array, pointer to an
// array, map (its values) or channel, else nil.
func container(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	case *types.Chan:
		return u.Elem()
	case *types.Pointer:
		if a, ok := u.Elem().Underlying().(*types.Array); ok {
			return a.Elem()
		}
	}
	return nil
}
