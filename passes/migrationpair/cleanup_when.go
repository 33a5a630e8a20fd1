package migrationpair

// The branches a cleanup entry names: where its when: calls, its
// when-field or the field's when-values hold in a branch condition (or a
// switch case, flow.Tests), as the condition itself, a local assigned
// once, a predicate of the package or a shared package's (whenFact).

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

func whenText(cl *cleanup) string {
	// With when: calls, the field's values are the same condition spelled
	// as the code may test it: the calls name it.
	if cl.WhenField != nil && len(cl.When) == 0 {
		if len(cl.WhenValues) > 0 {
			return cl.WhenField.String() + " is " + strings.Join(cl.WhenValues, " or ")
		}
		return cl.WhenField.String() + " is true"
	}
	var parts []string
	for _, w := range cl.When {
		parts = append(parts, w.Name+"()")
	}
	if len(parts) == 1 {
		return parts[0] + " is true"
	}
	return "one of " + strings.Join(parts, ", ") + " is true"
}

// regions returns the blocks where the cleanup path begins: the entry, or
// the successors taken when a When condition holds.
func (st *state) regions(cl *cleanup, g *cfg.CFG) []*cfg.Block {
	if len(cl.When) == 0 && cl.WhenField == nil {
		return []*cfg.Block{g.Blocks[0]}
	}
	info := st.ctx.Pass.TypesInfo
	var field *fpath
	if cl.WhenField != nil {
		field, _ = st.res.resolve(*cl.Type, *cl.WhenField)
		if field != nil {
			st.checkWhenValues(cl)
		}
	}
	var out []*cfg.Block
	tests := flow.Tests(g)
	for _, b := range g.Blocks {
		t, ok := tests[b]
		if !b.Live || !ok {
			continue
		}
		// go/cfg keeps a condition whole: the branch is taken when an
		// operand of its top-level && or || chain holds (a call, the
		// field itself, the field compared with one of its values); a
		// negated condition leads to the else branch. A switch case is
		// the test its case makes (flow.Tests: tag == value).
		cond := ast.Unparen(t.Expr)
		branch := 0
		switch u := cond.(type) {
		case *ast.UnaryExpr:
			if u.Op == token.NOT {
				cond, branch = ast.Unparen(u.X), 1
			}
		case *ast.BinaryExpr:
			if u.Op == token.NEQ {
				cond, branch = &ast.BinaryExpr{X: u.X, OpPos: u.OpPos, Op: token.EQL, Y: u.Y}, 1
			}
		}
		// Each value of a case tests the whole case: its body once.
		if r := b.Succs[branch]; !slices.Contains(out, r) && st.whenHolds(cl, field, cond, info) {
			out = append(out, r)
		}
	}
	return outermost(out)
}

// whenHolds reports whether an operand of cond's top-level && or || chain
// is one of cl's When calls, or its WhenField (field) itself. An operand
// that is a local assigned once stands for its value (done :=
// isMigrationDone(ms); if done {…}): storing the condition first cannot
// take the branch out of the cleanup paths. The branch taken is the one
// where the local is true, which its one value then is, wherever it is
// assigned.
func (st *state) whenHolds(cl *cleanup, field *fpath, cond ast.Expr, info *types.Info) bool {
	return st.whenHoldsDepth(cl, field, cond, info, 0)
}

func (st *state) whenHoldsDepth(cl *cleanup, field *fpath, cond ast.Expr, info *types.Info, depth int) bool {
	hit := false
	for _, op := range operands(cond, token.LAND, token.LOR) {
		if v := code.LocalVarOf(info, op); v != nil && depth < 4 {
			if val, ok := st.singles()[v]; ok && val != nil {
				hit = hit || st.whenHoldsDepth(cl, field, ast.Unparen(val), info, depth+1)
				continue
			}
		}
		if call, ok := op.(*ast.CallExpr); ok {
			if callee := st.funcs().Callee(call); callee != nil { // seams too
				for _, w := range cl.When {
					hit = hit || w.Match(callee)
				}
				hit = hit || st.importedWhen(cl, callee)
				// A predicate of the package that returns the condition
				// (func done(vmi) bool { return isMigrationDone(…) },
				// func failed(vmi) bool { return vmi.Status.MigrationState.Failed }).
				// The predicate may return false first (if ms == nil {
				// return false }): where it holds, one of its other
				// results did.
				if !hit && depth < 4 {
					for _, ret := range code.TrueResults(info, st.funcs().Node(callee.Origin())) {
						hit = hit || st.whenHoldsDepth(cl, field, ret, info, depth+1)
					}
				}
			}
		}
		if field != nil && !hit {
			hit = st.fieldHolds(cl, field, op, info)
		}
	}
	return hit
}

// checkWhenValues lists as stale (KV0003) a when-value that names no
// constant of the when-field's type in the analysed API: a typo, or a
// value the API does not have yet, would never be tested.
func (st *state) checkWhenValues(cl *cleanup) {
	root := st.res.lookup(*cl.Type)
	if root == nil || len(cl.WhenValues) == 0 {
		return
	}
	fs, err := code.FieldPath(root, cl.WhenField.Names)
	if err != nil {
		return
	}
	t := fs[len(fs)-1].Type()
	known := code.ConstNames(t)
	for _, v := range cl.WhenValues {
		if !slices.Contains(known, v) {
			st.res.stale(cl.Pos, "migration: cleanup when-values: %s is no constant of %s", v, types.TypeString(t, code.ShortQualifier))
		}
	}
}

// fieldHolds reports whether op tests cl's when-field true: the field
// itself, or with when-values the field == one of them (either way round).
func (st *state) fieldHolds(cl *cleanup, field *fpath, op ast.Expr, info *types.Info) bool {
	isField := func(e ast.Expr) bool {
		c, ok := st.keyer().acc.chainOf(e)
		if !ok {
			return false
		}
		under, _ := relate(c, field)
		return under && len(c.Steps) > 0 && c.Steps[len(c.Steps)-1] == field.Steps[len(field.Steps)-1]
	}
	if len(cl.WhenValues) == 0 {
		return isField(op)
	}
	b, ok := op.(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return false
	}
	other, tv, ok := code.ConstOperand(info, b)
	return ok && isField(other) && slices.Contains(cl.WhenValues, code.ConstName(tv.Type, tv.Value))
}

// outermost drops the regions that lie inside another.
func outermost(out []*cfg.Block) []*cfg.Block {
	// A later test of the same condition (if failed { ... }; ...; if
	// !failed { ... }) lies on the paths of the first branch: its own
	// region would add paths on which the condition was false before.
	var kept []*cfg.Block
	for _, r := range out {
		inner := false
		for _, o := range out {
			if o != r && reaches(o, r) && !reaches(r, o) {
				inner = true
			}
		}
		if !inner {
			kept = append(kept, r)
		}
	}
	return kept
}

// reaches reports whether block to is reachable from block from.
func reaches(from, to *cfg.Block) bool {
	seen := map[int32]bool{}
	stack := []*cfg.Block{from}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == to {
			return true
		}
		if seen[b.Index] {
			continue
		}
		seen[b.Index] = true
		stack = append(stack, b.Succs...)
	}
	return false
}

// operands flattens a chain of the operators ops (&&, ||) into its operands.
func operands(e ast.Expr, ops ...token.Token) []ast.Expr {
	e = ast.Unparen(e)
	if b, ok := e.(*ast.BinaryExpr); ok && slices.Contains(ops, b.Op) {
		return append(operands(b.X, ops...), operands(b.Y, ops...)...)
	}
	return []ast.Expr{e}
}
