package migrationpair

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// progFlow is the must-analysis of one function's control-flow graph: which
// progress fields are written (or tested in a branch condition) on every
// path into and out of each block.
type progFlow struct {
	g        *funcGraph
	gen      []fieldSet // written or tested in the block
	reads    []fieldSet // tested in the block's condition
	before   []fieldSet // on every path from the entry up to the block's end
	after    []fieldSet // on every path from the block's start to an exit
	tested   []fieldSet // tested on every path from the entry into the block
	blockOf  map[ast.Node]int32
	condOfAt map[int32]ast.Expr
}

// newFlow solves the must-analyses for ps on the CFG of a function's body
// (a declaration's or a seam's); a static call, run in place (not under
// go), keeps what keeps says of its callee.
func (st *state) newFlow(body *ast.BlockStmt, ps *progressSet, keeps func(*types.Func) fieldSet) *progFlow {
	info := st.ctx.Pass.TypesInfo
	g := st.graphOf(body, false)
	n := len(g.Blocks)
	f := &progFlow{g: g, gen: make([]fieldSet, n), reads: make([]fieldSet, n), blockOf: map[ast.Node]int32{}, condOfAt: map[int32]ast.Expr{}}
	var ranges []struct {
		pos, end int
		b        int32
	}
	tests := flow.Tests(g.CFG)
	for _, b := range g.Blocks {
		for _, nd := range b.Nodes {
			ranges = append(ranges, struct {
				pos, end int
				b        int32
			}{int(nd.Pos()), int(nd.End()), b.Index})
		}
		if t, ok := tests[b]; ok {
			f.condOfAt[b.Index] = t.Expr
			f.reads[b.Index] = st.testedIn(t.Expr, ps)
		}
	}
	locate := func(nd ast.Node) (int32, bool) {
		for _, r := range ranges {
			if int(nd.Pos()) >= r.pos && int(nd.End()) <= r.end {
				return r.b, true
			}
		}
		return 0, false
	}
	for _, a := range st.acc.list {
		if !a.Write || a.Node.Pos() < body.Pos() || a.Node.End() > body.End() {
			continue
		}
		b, ok := locate(a.Node)
		if !ok {
			continue
		}
		f.blockOf[a.Node] = b
		if clears(info, a.Value) || isCopiedBool(info, a) {
			continue
		}
		for i, p := range ps.fields {
			if writes(a, p) {
				f.gen[b] |= 1 << uint(i)
			}
		}
	}
	// A call through an interface or a function value is a call of each
	// function the call graph dispatches it to: it keeps what all of them
	// keep.
	spawned := st.goCalls()
	kept := map[ast.Node]fieldSet{}
	for _, e := range st.eff.Edges {
		if e.Node.Pos() >= body.Pos() && e.Node.End() <= body.End() {
			if b, ok := locate(e.Node); ok {
				f.blockOf[e.Node] = b
				if _, call := e.Node.(*ast.CallExpr); call && !spawned[e.Node] {
					k := keeps(e.Callee)
					if prev, seen := kept[e.Node]; seen {
						k &= prev
					}
					kept[e.Node] = k
				}
			}
		}
	}
	for n, k := range kept {
		f.gen[f.blockOf[n]] |= k
	}
	for i := range f.gen {
		f.gen[i] |= f.reads[i]
	}
	f.solve()
	return f
}

// testedIn returns the progress fields a branch condition reads, directly or
// through the functions it calls. A switch case's test (tag == value) is
// built by flow.Tests from two nodes apart in the source, so a comparison's
// operands are read each on its own: the span between them is other code.
func (st *state) testedIn(cond ast.Expr, ps *progressSet) fieldSet {
	if be, ok := cond.(*ast.BinaryExpr); ok {
		return st.testedIn(be.X, ps) | st.testedIn(be.Y, ps)
	}
	var s fieldSet
	for _, r := range st.acc.readsWithin(cond.Pos(), cond.End()) {
		for i, p := range ps.fields {
			if reads(r, p) {
				s |= 1 << uint(i)
			}
		}
	}
	ast.Inspect(cond, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if callee := code.Callee(st.ctx.Pass.TypesInfo, call); callee != nil {
			if sum := st.eff.Of(callee); sum != nil {
				for i, p := range ps.fields {
					if _, ok := sum.Effects[readKey+p.Key]; ok {
						s |= 1 << uint(i)
					}
				}
			}
		}
		return true
	})
	return s
}

// solve computes before/after (writes and tests on every path) and tested
// (tests on every path into a block).
func (f *progFlow) solve() {
	_, f.before = flow.MustForward(f.g, f.gen)
	f.tested, _ = flow.MustForward(f.g, f.reads)
	f.after, _ = flow.MustBackward(f.g, f.gen)
}

// branchOn finds, among the blocks reachable from b, a branch whose
// condition is the expression v, and returns its true successor.
func (f *progFlow) branchOn(b int32, v ast.Expr) (int32, bool) {
	want := types.ExprString(ast.Unparen(v))
	seen := map[int32]bool{}
	queue := []int32{b}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if seen[x] {
			continue
		}
		seen[x] = true
		if c, ok := f.condOfAt[x]; ok && types.ExprString(ast.Unparen(c)) == want {
			return f.g.Blocks[x].Succs[0].Index, true
		}
		for _, s := range f.g.Blocks[x].Succs {
			queue = append(queue, s.Index)
		}
	}
	return 0, false
}

// fillsIn reports a write made only when the field is still unset
// (`if x.F == nil && … { x.F = v }`): a default for a record another step
// should have kept, not the transition the field marks. Counting it as one
// made a completion-time fallback of the start timestamp look like a start
// that always carries the end timestamp.
func fillsIn(body *ast.BlockStmt, write ast.Node) bool {
	if body == nil {
		return false
	}
	lhs, ok := write.(ast.Expr)
	if !ok {
		return false
	}
	target := types.ExprString(ast.Unparen(lhs))
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found || n == nil || n.Pos() > write.Pos() || n.End() < write.End() {
			return false // done, or does not enclose the write
		}
		if is, ok := n.(*ast.IfStmt); ok && is.Body.Pos() <= write.Pos() && write.End() <= is.Body.End() {
			for _, c := range operands(is.Cond, token.LAND) {
				if be, ok := c.(*ast.BinaryExpr); ok && be.Op == token.EQL && isNilIdent(be.Y) && types.ExprString(ast.Unparen(be.X)) == target {
					found = true
				}
			}
		}
		return true
	})
	return found
}

func isNilIdent(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}
