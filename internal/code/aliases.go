package code

import (
	"go/ast"
	"go/types"
)

// Values named through local variables. A copy between two values, or a
// patch of a record's fields from another's, may name either through a
// local: an alias of a destination (ms := vmi.Status.MigrationState), a
// copy of a source (md := *m), or a source field held first (ts :=
// m.StartTimestamp). A variable assigned once and changed no other way
// (Locals.Single) stands for what it was assigned, so such a line is read
// as the line written in full; one assigned on several paths names no one
// value and stays itself.

// maxAliasDepth bounds Canonical's walk through aliases of aliases.
const maxAliasDepth = 8

// Canonical returns the value expression e stands for: through the local
// aliases it names (single is Locals.Single) and dereferences (*m has m's
// fields).
func Canonical(info *types.Info, single map[*types.Var]ast.Expr, e ast.Expr) ast.Expr {
	for range maxAliasDepth {
		e = ast.Unparen(e)
		if st, ok := e.(*ast.StarExpr); ok {
			e = st.X
			continue
		}
		v := LocalVarOf(info, e)
		if v == nil {
			return e
		}
		val, ok := single[v]
		if !ok {
			return e
		}
		switch ast.Unparen(val).(type) {
		case *ast.SelectorExpr, *ast.Ident, *ast.StarExpr:
			e = val
		default:
			return e
		}
	}
	return e
}

// HeldField returns the field selection (through CopiedValue) a local
// variable e was assigned once, or e.
func HeldField(info *types.Info, single map[*types.Var]ast.Expr, e ast.Expr) ast.Expr {
	v := LocalVarOf(info, e)
	if v == nil {
		return e
	}
	if val, ok := single[v]; ok {
		if sel, isSel := ast.Unparen(CopiedValue(info, val)).(*ast.SelectorExpr); isSel {
			return sel
		}
	}
	return e
}
