package flow

import (
	"go/ast"

	"golang.org/x/tools/go/cfg"
)

// Blocks is a function's control-flow graph with the predecessors of its
// blocks: Live holds only edges from live blocks (the block after a
// return is no path), All every edge; Succs are the successors' indexes.
type Blocks struct {
	*cfg.CFG
	Live, All, Succs [][]int32
}

// NewBlocks indexes the predecessors and successors of g's blocks.
func NewBlocks(g *cfg.CFG) *Blocks {
	n := len(g.Blocks)
	b := &Blocks{CFG: g, Live: make([][]int32, n), All: make([][]int32, n), Succs: make([][]int32, n)}
	for _, blk := range g.Blocks {
		for _, s := range blk.Succs {
			b.Succs[blk.Index] = append(b.Succs[blk.Index], s.Index)
			b.All[s.Index] = append(b.All[s.Index], blk.Index)
			if blk.Live {
				b.Live[s.Index] = append(b.Live[s.Index], blk.Index)
			}
		}
	}
	return b
}

// Problem is a dataflow problem over a function's blocks. Facts flowing
// into a block are combined with Meet: intersection for a must-analysis
// (what holds on every path), union for a may-analysis (on some path).
type Problem[T any] struct {
	// Boundary is the fact at the entry (forward) or at an exit
	// (backward), and at a block no live path reaches.
	Boundary T
	// Top is the result for a block no solution reaches: in a backward
	// problem, a loop without an exit. For a must-analysis, everything.
	Top      T
	Meet     func(a, b T) T
	Transfer func(b *cfg.Block, in T) T
	Equal    func(a, b T) bool
	// Edge, when set, refines what flows from block from along its
	// successor number succ (a branch's condition holds on one edge and
	// not on the other).
	Edge func(from *cfg.Block, succ int, out T) T
}

// Forward solves p from the entry: in[b] is the meet over b's live
// predecessors' out, out[b] is Transfer(b, in[b]). The entry and blocks
// without live predecessors start from Boundary. A worklist runs until
// nothing changes; there is no sweep cap.
func Forward[T any](g *Blocks, p Problem[T]) (in, out []T) {
	return solve(g, p, true)
}

// Backward solves p toward the exits over every edge: out[b] is the meet
// over b's successors' in (Boundary at an exit), in[b] is Transfer(b,
// out[b]). A block no exit is reached from keeps Top.
func Backward[T any](g *Blocks, p Problem[T]) (in, out []T) {
	return solve(g, p, false)
}

// solve is Forward and Backward: a block meets what flows into it from its
// sources (forward its live predecessors, none at the entry; backward its
// successors), transfers it, and requeues its sinks (forward its
// successors; backward every predecessor) when its result changed.
func solve[T any](g *Blocks, p Problem[T], forward bool) (in, out []T) {
	n := len(g.Blocks)
	in, out = make([]T, n), make([]T, n)
	// start is what a block meets and transfers, end what the transfer
	// gives: in and out forward, out and in backward.
	start, end, sources, sinks := in, out, g.Live, g.Succs
	if !forward {
		start, end, sources, sinks = out, in, g.Succs, g.All
	}
	done := make([]bool, n)
	Iterate(n, func(i int, requeue func(int)) {
		v, ok := p.Boundary, true
		if (i != 0 || !forward) && len(sources[i]) > 0 {
			v, ok = meetOf(g, p, sources[i], i, end, done, forward)
		}
		if !ok {
			return // reached later, from a source
		}
		o := p.Transfer(g.Blocks[i], v)
		start[i] = v
		if done[i] && p.Equal(o, end[i]) {
			return
		}
		end[i], done[i] = o, true
		for _, q := range sinks[i] {
			requeue(int(q))
		}
	})
	if !forward {
		for i := range in {
			if !done[i] {
				in[i], out[i] = p.Top, p.Top
			}
		}
	}
	return in, out
}

// meetOf meets the solved facts of nodes (false when none is solved yet:
// an unsolved node is the meet's identity). Forward, each fact passes
// through Edge on its way from the predecessor to block to.
func meetOf[T any](g *Blocks, p Problem[T], nodes []int32, to int, facts []T, done []bool, forward bool) (T, bool) {
	var v T
	ok := false
	for _, q := range nodes {
		if !done[q] {
			continue
		}
		f := facts[q]
		if forward && p.Edge != nil {
			for j, s := range g.Blocks[q].Succs {
				if int(s.Index) == to {
					f = p.Edge(g.Blocks[q], j, f)
					break
				}
			}
		}
		if !ok {
			v, ok = f, true
			continue
		}
		v = p.Meet(v, f)
	}
	return v, ok
}

// Bits is a set of up to 64 facts, numbered by the check.
type Bits interface{ ~uint64 }

// MustForward solves the gen-only must-analysis: what holds on every path
// from the entry into each block (in) and to its end (out = in | gen[b]).
func MustForward[S Bits](g *Blocks, gen []S) (in, out []S) {
	return Forward(g, mustGen(gen))
}

// MustBackward solves the gen-only must-analysis toward the exits: what
// holds on every path from each block's start (in = out | gen[b]) or end
// (out) to an exit.
func MustBackward[S Bits](g *Blocks, gen []S) (in, out []S) {
	return Backward(g, mustGen(gen))
}

func mustGen[S Bits](gen []S) Problem[S] {
	return Problem[S]{
		Top:      ^S(0),
		Meet:     func(a, b S) S { return a & b },
		Transfer: func(b *cfg.Block, in S) S { return in | gen[b.Index] },
		Equal:    func(a, b S) bool { return a == b },
	}
}

// branchCond returns the condition of a two-way branch block as go/cfg keeps
// it, the block's last node (a switch case keeps its bare value: Tests reads
// it as the test the case makes). Succs[0] is taken when it is true.
func branchCond(b *cfg.Block) (ast.Expr, bool) {
	if len(b.Succs) != 2 || len(b.Nodes) == 0 {
		return nil, false
	}
	cond, ok := b.Nodes[len(b.Nodes)-1].(ast.Expr)
	return cond, ok
}
