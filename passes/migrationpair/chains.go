package migrationpair

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// chainOf reads the field chain of e: the fields selected, through parens,
// dereferences and indexing, down to a root expression. ok is false when e
// selects no field and dereferences nothing (a plain variable). A local
// variable assigned exactly once from a field chain (a pointer into the
// object, or the field's address) stands for that chain.
func (x *accesses) chainOf(e ast.Expr) (chain, bool) { return x.walkChain(e, 0, nil) }

// markChain is chainOf for collect's walk, which puts the nodes of the
// chain's spine on the skip list: they are not chains of their own. e
// itself goes on it when the walk has yet to reach it (self).
func (x *accesses) markChain(e ast.Expr, self bool) (chain, bool) {
	return x.walkChain(e, 0, func(n ast.Node) {
		if self || n != e {
			x.skip = append(x.skip, n)
		}
	})
}

// walkChain is chainOf from depth (of substitutions), with each node of the
// spine passed to spine (nil: not wanted). Base is only spelled for a
// chain without steps: relate, endsAtRoot and under read it for those
// only.
func (x *accesses) walkChain(e ast.Expr, depth int, spine func(ast.Node)) (c chain, ok bool) {
	type raw struct {
		sel *types.Selection
		v   *types.Var
	}
	var buf [8]raw
	rev := buf[:0] // outermost first
	deref := false
	cur := e
loop:
	for {
		switch t := cur.(type) {
		case *ast.ParenExpr:
			if spine != nil {
				spine(t)
			}
			cur = t.X
		case *ast.StarExpr:
			if spine != nil {
				spine(t)
			}
			if len(rev) == 0 {
				deref = true
			}
			cur = t.X
		case *ast.UnaryExpr:
			// *(&vmi.Status.X) and (&vmi.Status).X are the field itself.
			if t.Op != token.AND {
				break loop
			}
			if spine != nil {
				spine(t)
			}
			if len(rev) == 0 {
				deref = false
			}
			cur = t.X
		case *ast.IndexExpr:
			if !isContainer(x.info.TypeOf(t.X)) {
				break loop
			}
			if spine != nil {
				spine(t)
			}
			cur = t.X
		case *ast.SelectorExpr:
			sel := x.info.Selections[t]
			if sel == nil || sel.Kind() != types.FieldVal {
				break loop
			}
			if spine != nil {
				spine(t)
			}
			rev = append(rev, raw{sel, sel.Obj().(*types.Var)})
			cur = t.X
		default:
			break loop
		}
	}
	var prefix chain
	if id, isID := cur.(*ast.Ident); isID && depth < 4 {
		if v, isVar := x.info.Uses[id].(*types.Var); isVar {
			prefix, _ = x.substitute(v, depth)
		}
	}
	if len(rev) > 0 {
		// One array for the whole chain: appendStep's copy per step
		// made a chain of n fields cost n arrays.
		steps := make([]step, len(prefix.Steps), len(prefix.Steps)+len(rev))
		copy(steps, prefix.Steps)
		for i := len(rev) - 1; i >= 0; i-- {
			r := rev[i]
			steps = foldStep(steps, step{Owner: x.typeKey(r.sel.Recv()), Name: r.v.Name(), Typ: x.typeKey(r.v.Type())}, r.v.Embedded())
		}
		prefix.Steps = steps
	}
	c = trimEmbedded(prefix)
	if len(c.Steps) == 0 {
		c.Base = x.typeKey(x.info.TypeOf(cur))
	}
	return c, len(c.Steps) > 0 || deref
}

// substitute returns the chain a single-assigned local stands for: p := &x.F
// or p := x.PtrField.
func (x *accesses) substitute(v *types.Var, depth int) (chain, bool) {
	val := x.single[v]
	if val == nil {
		return chain{}, false
	}
	val = ast.Unparen(val)
	if inner := code.Unaddr(val); inner != val {
		if pc, ok := x.walkChain(inner, depth+1, nil); ok && len(pc.Steps) > 0 {
			return pc, true
		}
		return chain{}, false
	}
	if _, isPtr := types.Unalias(x.info.TypeOf(val)).Underlying().(*types.Pointer); !isPtr {
		return chain{}, false
	}
	if pc, ok := x.walkChain(val, depth+1, nil); ok && len(pc.Steps) > 0 {
		return pc, true
	}
	return chain{}, false
}

// appendStep adds s below c. A step that selects an embedded struct is kept
// only until the next step, which takes over its owner: promoted fields are
// named as if declared in the outer type.
func appendStep(c chain, s step, embedded bool) chain {
	steps := make([]step, len(c.Steps), len(c.Steps)+1)
	copy(steps, c.Steps)
	return chain{Base: c.Base, Steps: foldStep(steps, s, embedded)}
}

// foldStep appends s to steps, which the caller owns, folding a trailing
// embedded step into it (appendStep).
func foldStep(steps []step, s step, embedded bool) []step {
	if n := len(steps); n > 0 && steps[n-1].Name == embeddedMark {
		s.Owner = steps[n-1].Owner
		steps = steps[:n-1]
	}
	if embedded {
		s.Name = embeddedMark
	}
	return append(steps, s)
}

// embeddedMark stands for an embedded struct step awaiting folding.
const embeddedMark = "<embedded>"

// trimEmbedded drops a trailing embedded step: writing an embedded struct
// whole is treated as writing its container.
func trimEmbedded(c chain) chain {
	if n := len(c.Steps); n > 0 && c.Steps[n-1].Name == embeddedMark {
		c.Steps = c.Steps[:n-1]
	}
	return c
}
