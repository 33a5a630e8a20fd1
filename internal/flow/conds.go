package flow

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/cfg"
)

// Cond is a branch condition known to have a value at a program point. Two
// tests of the same expression text are one condition (if
// vmi.IsDecentralizedMigration() { … } tested twice holds the same way).
type Cond struct {
	Text string   // types.ExprString of the condition
	Expr ast.Expr // the first test of it on the paths
	// At is where that test is written: Expr itself, or the values of a
	// switch case, whose Expr (tag == value) the code never spells.
	At    ast.Node
	Value bool
}

// Span is a stretch of source that is no single node.
type Span struct{ From, To token.Pos }

func (s Span) Pos() token.Pos { return s.From }
func (s Span) End() token.Pos { return s.To }

// Conds returns, per block, the branch conditions that hold on every path
// from the entry into the block, sorted by text then value: the
// path-condition facts a role-dependent check reads at its program point.
// A condition is taken whole, as go/cfg keeps it (a && b is one
// condition); it holds true on the branch's first successor and false on
// the second, and nothing kills it (the check decides whether its operands
// can change).
//
// A switch case is what it tests, not the bare value go/cfg keeps: a
// tagged switch's case v is tag == v, and a case of several values is
// their disjunction, held where the case's body runs and failed past its
// last value (switch vmi.Status.Phase { case v1.Scheduling,
// v1.Scheduled: … } is the test vmi.Status.Phase == v1.Scheduling ||
// vmi.Status.Phase == v1.Scheduled). Two switches with the same case
// value on different tags are then two conditions.
func Conds(g *Blocks) [][]Cond {
	text := Tests(g.CFG)
	in, _ := Forward(g, Problem[[]Cond]{
		Meet:     intersectConds,
		Transfer: func(_ *cfg.Block, in []Cond) []Cond { return in },
		Equal:    slices.Equal[[]Cond],
		Edge: func(from *cfg.Block, succ int, out []Cond) []Cond {
			ct, ok := text[from]
			if !ok || succ == 1 && !ct.Last {
				// Past a case value that failed, the next value
				// may still hold: the case is not yet decided.
				return out
			}
			c := ct.Cond
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

// Test is the condition a branching block tests, as Conds reads it; Last
// is false for a switch case's value other than its last, past whose
// failure the case's test is not yet decided (a later value may hold).
type Test struct {
	Cond
	Last bool
}

// Tests returns the test of each branching block of g: its condition as
// written, or for a switch case's value the test its case makes (see
// Conds). A block's first successor is taken where the test holds.
func Tests(g *cfg.CFG) map[*cfg.Block]Test {
	var cases map[ast.Expr]Test
	if len(g.Blocks) > 0 {
		cases = caseTests(g.Blocks[0].Stmt)
	}
	out := map[*cfg.Block]Test{}
	for _, b := range g.Blocks {
		c, ok := branchCond(b)
		if !ok {
			continue
		}
		if ct, ok := cases[c]; ok {
			out[b] = ct
		} else {
			out[b] = Test{Cond: Cond{Text: types.ExprString(ast.Unparen(c)), Expr: c, At: c}, Last: true}
		}
	}
	return out
}

// caseTests maps each value of a switch case in body (outside function
// literals, which have graphs of their own) to the test its case makes.
func caseTests(body ast.Node) map[ast.Expr]Test {
	out := map[ast.Expr]Test{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SwitchStmt:
			for _, cl := range n.Body.List {
				cc := cl.(*ast.CaseClause)
				var whole ast.Expr
				for _, v := range cc.List {
					t := v
					if n.Tag != nil {
						t = &ast.BinaryExpr{X: n.Tag, OpPos: v.Pos(), Op: token.EQL, Y: v}
					}
					if whole == nil {
						whole = t
					} else {
						whole = &ast.BinaryExpr{X: whole, OpPos: v.Pos(), Op: token.LOR, Y: t}
					}
				}
				if whole == nil {
					continue
				}
				var at ast.Node = whole
				if whole != cc.List[0] {
					at = Span{cc.List[0].Pos(), cc.List[len(cc.List)-1].End()}
				}
				c := Cond{Text: types.ExprString(whole), Expr: whole, At: at}
				for i, v := range cc.List {
					out[v] = Test{Cond: c, Last: i == len(cc.List)-1}
				}
			}
		}
		return true
	})
	return out
}
