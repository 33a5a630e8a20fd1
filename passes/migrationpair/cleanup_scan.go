package migrationpair

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// blockFacts is what one block does for the lifecycles under check.
type blockFacts struct {
	full, partial map[int]ast.Node
	retry         bool
}

// scanBlocks returns the blockFacts of every block of g.
func (st *state) scanBlocks(body *ast.BlockStmt, g *funcGraph) []blockFacts {
	lits := st.boundLitsOf(body)
	facts := make([]blockFacts, len(g.Blocks))
	for i, b := range g.Blocks {
		facts[i] = st.scanBlock(b, lits)
	}
	return facts
}

// scanBlock records the lifecycle stops and retries a block performs.
func (st *state) scanBlock(b *cfg.Block, lits boundLits) blockFacts {
	f := blockFacts{full: map[int]ast.Node{}, partial: map[int]ast.Node{}}
	for _, n := range b.Nodes {
		st.scanNode(n, lits, &f, 0)
	}
	return f
}

// boundLits are the function literals a function binds to its local
// variables (code.BoundFuncLits), and the same literals as a set.
type boundLits struct {
	byVar map[*types.Var][]*ast.FuncLit
	set   map[*ast.FuncLit]bool
}

// boundLitsOf returns the boundLits of a function's body, found once per
// function (partialPath scans a helper's blocks once per lifecycle).
func (st *state) boundLitsOf(body *ast.BlockStmt) boundLits {
	if bl, ok := st.lits[body]; ok {
		return bl
	}
	bl := boundLits{byVar: code.BoundFuncLits(st.ctx.Pass.TypesInfo, body), set: map[*ast.FuncLit]bool{}}
	for _, ls := range bl.byVar {
		for _, l := range ls {
			bl.set[l] = true
		}
	}
	if st.lits == nil {
		st.lits = map[*ast.BlockStmt]boundLits{}
	}
	st.lits[body] = bl
	return bl
}

// goCalls returns the calls the package's go statements start, found once:
// such a call runs beside the path, not on it.
func (st *state) goCalls() map[ast.Node]bool {
	if st.spawned == nil {
		st.spawned = map[ast.Node]bool{}
		st.ctx.Inspector().Preorder([]ast.Node{(*ast.GoStmt)(nil)}, func(n ast.Node) {
			st.spawned[n.(*ast.GoStmt).Call] = true
		})
	}
	return st.spawned
}

// scanNode records the calls n makes. A literal bound to a local variable
// runs where the variable is called, not where it is written (stop :=
// func() {...}; if done { return }; stop() leaves the early return without
// a stop); any other literal is taken to run where it is written (deferred,
// called at once, or handed to a function that calls it).
func (st *state) scanNode(n ast.Node, lits boundLits, f *blockFacts, depth int) {
	info := st.ctx.Pass.TypesInfo
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return !lits.set[n]
		case *ast.CallExpr:
			if v := code.LocalVarOf(info, n.Fun); v != nil && depth < maxLitDepth {
				for _, lit := range lits.byVar[v] {
					st.scanNode(lit.Body, lits, f, depth+1)
				}
			}
			st.scanCall(n, f)
		}
		return true
	})
}

// maxLitDepth bounds bound literals followed through calls of one another
// (a literal may call its own variable).
const maxLitDepth = 3

// scanCall records the stops and retries of one call.
func (st *state) scanCall(call *ast.CallExpr, f *blockFacts) {
	callee := st.funcs().Callee(call) // a seam's too
	// A seam called through its variable is also what the dispatch says the
	// variable holds: it is judged below as the callee, by its summary and
	// its paths, not as a stop through a value.
	impls := slices.DeleteFunc(slices.Clone(st.dispatched(call)), func(fn *types.Func) bool { return fn == callee })
	if callee == nil && len(impls) == 0 {
		return
	}
	// A retry called through an interface of the module that holds the
	// queue (a narrowed work queue) is a retry too.
	for _, r := range st.cfg.Retry {
		if (callee != nil && r.Match(callee)) || slices.ContainsFunc(impls, func(fn *types.Func) bool { return r.Match(fn) }) {
			f.retry = true
		}
	}
	var sum *effects.Summary
	if callee != nil {
		sum = st.eff.Of(callee)
	}
	for i := range st.cfg.Lifecycles {
		lc := &st.cfg.Lifecycles[i]
		kind := lcKind(lc, callee)
		if kind == "" {
			kind = st.dispatchedStop(lc, impls)
		}
		if sum != nil && kind == "" {
			_, full := sum.Effects[lcStop+lc.Name]
			_, part := sum.Effects[lcPartial+lc.Name]
			switch {
			case full && part && st.partialPath(callee, i):
				kind = lcPartial
			case full:
				kind = lcStop
			case part:
				kind = lcPartial
			}
		}
		switch kind {
		case lcStop:
			f.full[i] = call
		case lcPartial:
			if f.partial[i] == nil {
				f.partial[i] = call
			}
		}
	}
}
