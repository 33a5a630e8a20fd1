package flow

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/cfg"
)

// Cond is a branch condition known to have a value at a program point. Two
// tests of the same expression text are one condition (if
// vmi.IsDecentralizedMigration() { … } tested twice holds the same way).
type Cond struct {
	Text  string   // types.ExprString of the condition
	Expr  ast.Expr // the first test of it on the paths
	Value bool
}

// Conds returns, per block, the branch conditions that hold on every path
// from the entry into the block, sorted by text then value: the
// path-condition facts a role-dependent check reads at its program point.
// A condition is taken whole, as go/cfg keeps it (a && b is one
// condition); it holds true on the branch's first successor and false on
// the second, and nothing kills it (the check decides whether its operands
// can change).
func Conds(g *Blocks) [][]Cond {
	text := map[*cfg.Block]Cond{}
	for _, b := range g.Blocks {
		if c, ok := BranchCond(b); ok {
			text[b] = Cond{Text: types.ExprString(ast.Unparen(c)), Expr: c}
		}
	}
	in, _ := Forward(g, Problem[[]Cond]{
		Meet:     intersectConds,
		Transfer: func(_ *cfg.Block, in []Cond) []Cond { return in },
		Equal:    slices.Equal[[]Cond],
		Edge: func(from *cfg.Block, succ int, out []Cond) []Cond {
			c, ok := text[from]
			if !ok {
				return out
			}
			c.Value = succ == 0
			return addCond(out, c)
		},
	})
	return in
}

func condCmp(a, b Cond) int {
	if c := cmp.Compare(a.Text, b.Text); c != 0 {
		return c
	}
	switch {
	case a.Value == b.Value:
		return 0
	case !a.Value:
		return -1
	}
	return 1
}

// addCond returns s with c added, s unchanged when it holds c already (the
// first test's Expr is kept).
func addCond(s []Cond, c Cond) []Cond {
	i, found := slices.BinarySearchFunc(s, c, condCmp)
	if found {
		return s
	}
	return slices.Insert(slices.Clone(s), i, c)
}

func intersectConds(a, b []Cond) []Cond {
	var out []Cond
	for _, c := range a {
		if _, found := slices.BinarySearchFunc(b, c, condCmp); found {
			out = append(out, c)
		}
	}
	return out
}
