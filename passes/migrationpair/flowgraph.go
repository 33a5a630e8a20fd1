package migrationpair

import (
	"go/ast"

	"golang.org/x/tools/go/cfg"
)

// funcGraph is the control-flow graph of one function of the package with
// the live predecessors of its blocks, built once per function and kind and
// shared by the cleanup-path (MP1003) and progress (MP1005) analyses.
type funcGraph struct {
	*cfg.CFG
	preds [][]int32
}

type graphKey struct {
	fd     *ast.FuncDecl
	panics bool
}

// graphOf returns the CFG of fd. With panics, a call of the builtin panic
// ends its path: a cleanup path that panics does not return without a stop.
// Without, every call returns, as the progress must-analyses assume.
func (st *state) graphOf(fd *ast.FuncDecl, panics bool) *funcGraph {
	k := graphKey{fd, panics}
	if g, ok := st.graphs[k]; ok {
		return g
	}
	mayReturn := func(*ast.CallExpr) bool { return true }
	if panics {
		info := st.ctx.Pass.TypesInfo
		mayReturn = func(call *ast.CallExpr) bool { return !isBuiltin(info, call, "panic") }
	}
	g := &funcGraph{CFG: cfg.New(fd.Body, mayReturn)}
	g.preds = make([][]int32, len(g.Blocks))
	for _, b := range g.Blocks {
		if !b.Live {
			continue // the block after a return: its jump is no path
		}
		for _, s := range b.Succs {
			g.preds[s.Index] = append(g.preds[s.Index], b.Index)
		}
	}
	if st.graphs == nil {
		st.graphs = map[graphKey]*funcGraph{}
	}
	st.graphs[k] = g
	return g
}

// mustForward solves a forward must-analysis: what holds on every path from
// the entry into each block (in) and to its end (out = in | gen). The entry
// and blocks without live predecessors start with nothing.
func (g *funcGraph) mustForward(gen []fieldSet) (in, out []fieldSet) {
	n := len(g.Blocks)
	in, out = make([]fieldSet, n), make([]fieldSet, n)
	for i := range out {
		out[i] = ^fieldSet(0)
	}
	for changed := true; changed; {
		changed = false
		for _, b := range g.Blocks {
			var v fieldSet
			if b.Index != 0 && len(g.preds[b.Index]) > 0 {
				v = ^fieldSet(0)
				for _, p := range g.preds[b.Index] {
					v &= out[p]
				}
			}
			in[b.Index] = v
			if o := v | gen[b.Index]; o != out[b.Index] {
				out[b.Index], changed = o, true
			}
		}
	}
	return in, out
}

// branchCond returns the condition of a two-way branch block, which go/cfg
// keeps as the block's last node; shared so MP1003's cleanup regions and
// MP1005's tested fields see the same branches.
func branchCond(b *cfg.Block) (ast.Expr, bool) {
	if len(b.Succs) != 2 || len(b.Nodes) == 0 {
		return nil, false
	}
	cond, ok := b.Nodes[len(b.Nodes)-1].(ast.Expr)
	return cond, ok
}
