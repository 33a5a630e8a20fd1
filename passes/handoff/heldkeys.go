package handoff

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/passkit"
)

// Keys held in locals. A key constant kept in a local first is set where
// the local is: k := v1.NodeNameLabel; vmi.Labels[k] = node sets the key
// as vmi.Labels[v1.NodeNameLabel] = node does, and so does a local
// constant declared as the key, the value variable of a range over a
// list of keys, a local assigned what a function literal returns, or an
// unexported field of the package's own types the package stores the key
// in. The constant's own use there is a read (a value); the
// local's use is judged as the constant's would be, a write only.

// heldKeys maps the local variables whose every assignment is known
// (code.Locals.Known), the local constants of the package and its own
// unexported fields (code.FieldDefs) to the package-level constants they
// may hold; a use filters them by the keys it asks about. It is built
// once per package (keyParams.heldConsts): HO1007 and the map both ask.
func heldKeys(ctx *passkit.Context) map[types.Object][]*types.Const {
	isKey := func(c *types.Const) bool { return c.Pkg() != nil && c.Parent() == c.Pkg().Scope() }
	info := ctx.Pass.TypesInfo
	out := map[types.Object][]*types.Const{}
	add := func(obj types.Object, e ast.Expr) {
		if c := keyConstOf(info, e, isKey); c != nil {
			out = addHeld(out, obj, c)
		}
	}
	defs := ctx.Locals().Defs()
	for v, vals := range ctx.Locals().Known() {
		for _, e := range vals {
			add(v, e)
			// What a function literal the local is assigned the call of
			// returns (k := func() string { return v1.NodeNameLabel }()).
			if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
				for _, lit := range code.CalledLits(info, defs, call.Fun) {
					for r := range code.OwnReturns(lit.Body) {
						if len(r.Results) == 1 {
							add(v, r.Results[0])
						}
					}
				}
			}
		}
	}
	// What the package stores in its own unexported fields (h :=
	// holder{key: v1.NodeNameLabel}; vmi.Labels[h.key] = node).
	fields, _ := code.FieldDefs(info, ctx.Pass.Pkg, ctx.Pass.Files)
	for f, vals := range fields {
		for _, e := range vals {
			add(f, e)
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
	id := code.NameIdent(e)
	if id == nil {
		return nil
	}
	if c, ok := info.Uses[id].(*types.Const); ok && isKey(c) {
		return c
	}
	return nil
}
