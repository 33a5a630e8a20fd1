package statusfield

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// A value stored through a pointer parameter (func storeAt[T any](dst *T,
// v T) { *dst = v }) is set by the call that hands a field's address with
// it: valueParam.Into names the pointer. The store is recorded where the
// function writes through its parameter, handed on where a function passes
// its own pointer and value on, and judged at the call that hands the
// address.

// handOnInto records a call that stores fn's enum parameter through fn's
// own pointer parameter (func setPhase(dst *Phase, p Phase) { storeAt(dst,
// p) }): fn stores it through that parameter too, and its callers hand the
// field's address.
func (a *analyzer) handOnInto(fn *types.Func, call *ast.CallExpr, p valueParam, params map[*types.Var]paramAt) bool {
	if p.Into-1 >= len(call.Args) {
		return false
	}
	at, ok := params[code.LocalVarOf(a.info, call.Args[p.Index])]
	if !ok || at.fn != fn {
		return false
	}
	dst := code.LocalVarOf(a.info, call.Args[p.Into-1])
	for j, q := range code.Params(fn, false) {
		if q == dst && a.addValueParam(fn, valueParam{Index: at.i, Into: j + 1}) {
			return true
		}
	}
	return false
}

// storedThrough records parameter i stored through a pointer parameter
// (*dst = v, a generic setter's or one typed for the field): the caller
// that hands a field's address there and a listed value sets that value.
func (sc *paramScan) storedThrough(lhs ast.Expr, i int) {
	star, ok := ast.Unparen(lhs).(*ast.StarExpr)
	if !ok {
		return
	}
	dst := code.LocalVarOf(sc.a.info, star.X)
	for j, p := range code.Params(sc.fn, false) {
		if p == dst {
			sc.a.addValueParam(sc.fn, valueParam{Index: i, Into: j + 1})
		}
	}
}

// storedKeys are the value keys a call sets by handing a field's address
// and a value to a function that stores the value through the address
// (valueParam.Into): set(&vmi.Status.Phase, v1.Running) sets Running.
func (a *analyzer) storedKeys(call *ast.CallExpr, p valueParam) []key {
	if p.Into-1 >= len(call.Args) {
		return nil
	}
	dst := call.Args[p.Into-1]
	if def := a.singleDef(dst); def != nil {
		dst = def // ptr := &vmi.Status.Phase, assigned once
	}
	field := code.Unaddr(dst)
	if field == ast.Unparen(dst) {
		return nil // a pointer held elsewhere: what it points to is not known here
	}
	var out []key
	for _, l := range a.write(field, call.Args[p.Index], nil) {
		for _, k := range a.keys(l) {
			if k.value != "" {
				out = append(out, k)
			}
		}
	}
	return out
}
