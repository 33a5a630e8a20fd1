package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/passkit"
)

// Keys held in locals. A key constant kept in a local first is set where
// the local is: k := v1.NodeNameLabel; vmi.Labels[k] = node sets the key
// as vmi.Labels[v1.NodeNameLabel] = node does, and so does a local
// constant declared as the key, or the value variable of a range over a
// list of keys. The constant's own use there is a read (a value); the
// local's use is judged as the constant's would be, a write only.

// heldKeys maps the local variables whose every assignment is known
// (code.Locals.Known) and the local constants of the package to the key
// constants isKey accepts that they may hold, in source order.
func heldKeys(ctx *passkit.Context, isKey func(*types.Const) bool) map[types.Object][]*types.Const {
	info := ctx.Pass.TypesInfo
	out := map[types.Object][]*types.Const{}
	add := func(obj types.Object, e ast.Expr) {
		if c := keyConstOf(info, e, isKey); c != nil && !slices.Contains(out[obj], c) {
			out[obj] = append(out[obj], c)
		}
	}
	for v, vals := range ctx.Locals().Known() {
		for _, e := range vals {
			add(v, e)
		}
	}
	ctx.Inspector().Preorder([]ast.Node{(*ast.DeclStmt)(nil)}, func(n ast.Node) {
		gd, ok := n.(*ast.DeclStmt).Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			return
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if i < len(vs.Values) {
					add(info.Defs[name], vs.Values[i])
				}
			}
		}
	})
	return out
}

// keyConstOf returns the key constant e names, or nil.
func keyConstOf(info *types.Info, e ast.Expr, isKey func(*types.Const) bool) *types.Const {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return nil
	}
	if c, ok := info.Uses[id].(*types.Const); ok && isKey(c) {
		return c
	}
	return nil
}
