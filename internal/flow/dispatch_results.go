package flow

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
)

// What a dynamic call returns: a value a call through an interface method
// or a function-typed key returns holds the first results of the
// implementations the call reaches, each a key of its own.

// resultFuncs returns the functions the dynamic call a srcResult names
// reaches: their results, each a key of its own stored by its return
// statements, are what the call's result holds.
func (d *dispatch) resultFuncs(id string) []*types.Func {
	call := d.calls[id]
	if call == nil {
		return nil
	}
	dc, ok := d.dynamicCallLocked(call, code.CalledIdent(call))
	if !ok {
		return nil
	}
	return d.resolvedLocked(dc.key, dc.method).funcs
}

// resultOfDynamic returns, for a receiver that is itself a call through an
// interface method or a function-typed key (x.Foo().Bar(), c.mk().Bar()),
// a key local to this package whose
// values are the results of the implementations that inner call reaches
// here: each implementation's result is a key of its own, stored by its
// return statements. The key is never open: an importer that wires more
// implementations of Foo does not resolve Bar further.
func (d *dispatch) resultOfDynamic(x ast.Expr) (string, bool) {
	inner, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	dc, ok := d.dynamicCallLocked(inner, code.CalledIdent(inner))
	if !ok {
		return "", false
	}
	k := localMark + "result\x00" + dc.method + "\x00" + dc.key
	if _, done := d.src[k]; !done {
		d.src[k] = []source{}
		for _, im := range d.resolvedLocked(dc.key, dc.method).impls {
			if s := (source{srcKey, d.id(im.Func)}); !slices.Contains(d.src[k], s) {
				d.src[k] = append(d.src[k], s)
			}
		}
	}
	return k, true
}
