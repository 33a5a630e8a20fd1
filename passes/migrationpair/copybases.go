package migrationpair

import (
	"go/ast"

	"github.com/kvlint/kvlint/internal/code"
)

// A copy between two values may name either through a local variable: an
// alias of the destination (ms := vmi.Status.MigrationState; ms.EndTimestamp
// = …), a copy of the source (md := *m), or a source field held first (ts :=
// m.StartTimestamp; … = ts). A variable assigned once and changed no other
// way (code.Locals.Single) stands for what it was assigned, so such a copy
// is grouped with the copies written in full (the message still quotes
// the source as the line writes it); one assigned on several paths names
// no one value and keeps its own name.

// canonical returns the value expression e stands for: through the local
// aliases it names, and a dereference (*m copies m's fields).
func (c *copyCollector) canonical(e ast.Expr) ast.Expr {
	for range maxAliasDepth {
		e = ast.Unparen(e)
		if st, ok := e.(*ast.StarExpr); ok {
			e = st.X
			continue
		}
		v := code.LocalVarOf(c.info, e)
		if v == nil {
			return e
		}
		val, ok := c.single[v]
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

// maxAliasDepth bounds canonical's walk through aliases of aliases.
const maxAliasDepth = 8

// held returns the field selection a local variable e holds (ts :=
// m.StartTimestamp), or e.
func (c *copyCollector) held(e ast.Expr) ast.Expr {
	v := code.LocalVarOf(c.info, e)
	if v == nil {
		return e
	}
	if val, ok := c.single[v]; ok {
		if _, isSel := ast.Unparen(code.CopiedValue(c.info, val)).(*ast.SelectorExpr); isSel {
			return code.CopiedValue(c.info, val)
		}
	}
	return e
}
