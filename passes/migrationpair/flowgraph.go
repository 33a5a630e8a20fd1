package migrationpair

import (
	"go/ast"

	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// funcGraph is the control-flow graph of one function of the package with
// the predecessors of its blocks, built once per function and kind and
// shared by the cleanup-path (MP1003) and progress (MP1005) analyses, which
// solve their must-analyses on it with the flow engine.
type funcGraph = flow.Blocks

type graphKey struct {
	body   *ast.BlockStmt
	panics bool
}

// graphOf returns the CFG of a function's body (a declaration's or a
// seam's). With panics, a call of the builtin panic ends its path: a
// cleanup path that panics does not return without a stop. Without, every
// call returns, as the progress must-analyses assume.
func (st *state) graphOf(body *ast.BlockStmt, panics bool) *funcGraph {
	k := graphKey{body, panics}
	if g, ok := st.graphs[k]; ok {
		return g
	}
	mayReturn := func(*ast.CallExpr) bool { return true }
	if panics {
		info := st.ctx.Pass.TypesInfo
		mayReturn = func(call *ast.CallExpr) bool { return !code.IsBuiltin(info, call, "panic") }
	}
	g := flow.NewBlocks(cfg.New(body, mayReturn))
	if st.graphs == nil {
		st.graphs = map[graphKey]*funcGraph{}
	}
	st.graphs[k] = g
	return g
}
