package flow_test

import (
	"go/ast"
	"go/token"
	"go/types"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/typestest"
)

func TestComponentsCalleesFirst(t *testing.T) {
	// 0 → 1 ⇄ 2 → 3, 4 → 0; 5 alone.
	callees := [][]int{{1}, {2}, {1, 3}, nil, {0}, nil}
	comps := flow.Components(callees)
	at := map[int]int{}
	for i, c := range comps {
		for _, v := range c {
			at[v] = i
		}
	}
	require.Len(t, comps, 5)
	assert.Equal(t, at[1], at[2], "1 and 2 call each other")
	for v, cs := range callees {
		for _, c := range cs {
			assert.LessOrEqual(t, at[c], at[v], "component of %d after its caller %d", c, v)
		}
	}
}

// reach is a tiny summary problem: does node v reach the sink node?
// Solve must find it for every node on a path, whatever the numbering.
func reach(callees [][]int, sink int) []bool {
	got := make([]bool, len(callees))
	got[sink] = true
	flow.Solve(callees, func(v int) bool {
		if got[v] {
			return false
		}
		for _, c := range callees[v] {
			if got[c] {
				got[v] = true
				return true
			}
		}
		return false
	})
	return got
}

func TestSolveLongChainsBothOrders(t *testing.T) {
	for _, n := range []int{2, 49, 60, 5000} {
		// Caller first: node i calls i+1, the sink is last.
		callerFirst := make([][]int, n)
		for i := 0; i < n-1; i++ {
			callerFirst[i] = []int{i + 1}
		}
		assert.NotContains(t, reach(callerFirst, n-1), false, "caller-first chain of %d", n)
		// Callee first: node i calls i-1, the sink is first.
		calleeFirst := make([][]int, n)
		for i := 1; i < n; i++ {
			calleeFirst[i] = []int{i - 1}
		}
		assert.NotContains(t, reach(calleeFirst, 0), false, "callee-first chain of %d", n)
	}
}

func TestSolveCycleTerminates(t *testing.T) {
	// 0 → 1 → 2 → 0 (mutual recursion), 2 → 3 (sink); 4 calls into the cycle.
	callees := [][]int{{1}, {2}, {0, 3}, nil, {0}}
	assert.Equal(t, []bool{true, true, true, true, true}, reach(callees, 3))
	// A cycle that reaches nothing terminates with nothing.
	assert.Equal(t, []bool{false, false, true}, reach([][]int{{1}, {0}, nil}, 2))
}

func TestSolveAgreesWithNaive(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for round := 0; round < 200; round++ {
		n := 1 + r.Intn(12)
		callees := make([][]int, n)
		for v := range callees {
			for k := r.Intn(3); k > 0; k-- {
				callees[v] = append(callees[v], r.Intn(n))
			}
		}
		sink := r.Intn(n)
		want := make([]bool, n)
		want[sink] = true
		for changed := true; changed; {
			changed = false
			for v := range callees {
				for _, c := range callees[v] {
					if want[c] && !want[v] {
						want[v], changed = true, true
					}
				}
			}
		}
		require.Equal(t, want, reach(callees, sink), "graph %v sink %d", callees, sink)
	}
}

// TestSolveFuncs: a summary handed from callee to caller reaches every
// caller of a chain written caller first and every member of a cycle; a
// function left out of the solve keeps the summary it had (final) and its
// own edges are not followed.
func TestSolveFuncs(t *testing.T) {
	fset, f, pkg, info := typestest.Source(t, "example.com/p", `package p

func a() { b() }
func b() { c() }
func c() { sink() }
func sink() {}

func ping() { pong() }
func pong() { ping(); fixed() }
func fixed() {}

func alone() {}
func outside() { alone() }
`)
	pass := &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: pkg, TypesInfo: info, ResultOf: map[*analysis.Analyzer]any{}}
	g := flow.CallGraphOf(pass, nil)
	fn := func(name string) *types.Func { return pkg.Scope().Lookup(name).(*types.Func) }
	marked := map[*types.Func]bool{fn("sink"): true, fn("fixed"): true}
	var fns []*types.Func
	for _, name := range []string{"a", "b", "c", "ping", "pong", "alone"} {
		fns = append(fns, fn(name))
	}
	visits := 0
	g.SolveFuncs(fns, func(v *types.Func) bool {
		visits++
		if marked[v] {
			return false
		}
		for _, e := range g.Calls[v] {
			if marked[e.Callee] {
				marked[v] = true
				return true
			}
		}
		return false
	})
	for _, name := range []string{"a", "b", "c", "ping", "pong"} {
		assert.True(t, marked[fn(name)], "%s reaches a marked function", name)
	}
	assert.False(t, marked[fn("alone")])
	assert.False(t, marked[fn("outside")], "outside is not in the solve")
	// Callees first: the chain is one visit each; the cycle needs at most
	// one more round of its two members.
	assert.LessOrEqual(t, visits, 3+4+1)
}

func TestIterateRequeuesOnce(t *testing.T) {
	var order []int
	flow.Iterate(3, func(i int, requeue func(int)) {
		order = append(order, i)
		if len(order) == 1 {
			requeue(2) // already queued: not twice
			requeue(0)
		}
	})
	assert.Equal(t, []int{0, 1, 2, 0}, order)
}

// blocks builds the CFG of the body of the only function in src.
func blocks(t *testing.T, src string) (*flow.Blocks, *ast.FuncDecl) {
	t.Helper()
	f := typestest.Parse(t, token.NewFileSet(), "x.go", "package x\n"+src)
	fd := f.Decls[0].(*ast.FuncDecl)
	return flow.NewBlocks(cfg.New(fd.Body, func(*ast.CallExpr) bool { return true })), fd
}

// callsIn numbers each call of a(), b(), c() in a block as facts 1, 2, 4.
func callsIn(g *flow.Blocks) []uint64 {
	gen := make([]uint64, len(g.Blocks))
	for _, b := range g.Blocks {
		for _, n := range b.Nodes {
			ast.Inspect(n, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					if id, ok := c.Fun.(*ast.Ident); ok && len(id.Name) == 1 {
						gen[b.Index] |= 1 << uint(id.Name[0]-'a')
					}
				}
				return true
			})
		}
	}
	return gen
}

func returnBlock(g *flow.Blocks) *cfg.Block {
	for _, b := range g.Blocks {
		if b.Return() != nil {
			return b
		}
	}
	return nil
}

func TestMustForward(t *testing.T) {
	g, _ := blocks(t, `func f(x bool) { a(); if x { b() } else { b(); c() }; for x { c() }; return }`)
	_, out := flow.MustForward(g, callsIn(g))
	assert.Equal(t, uint64(1|2), out[returnBlock(g).Index], "a and b on every path; c only on some")
}

func TestMustBackward(t *testing.T) {
	g, _ := blocks(t, `func f(x bool) { if x { a(); b(); return }; a(); return }`)
	in, _ := flow.MustBackward(g, callsIn(g))
	assert.Equal(t, uint64(1), in[0], "from the entry, a on every path to an exit")
	g, _ = blocks(t, `func f() { for { a() } }`)
	in, _ = flow.MustBackward(g, callsIn(g))
	assert.Equal(t, ^uint64(0), in[0], "a loop without exit keeps everything")
}

func TestConds(t *testing.T) {
	g, fd := blocks(t, `func f(vmi T) {
	if vmi.IsDecentralizedMigration() {
		a()
		if vmi.Source() { b() }
		c()
	} else {
		d()
	}
	return
}`)
	at := condsAt(t, g, fd)
	assert.Equal(t, []string{"vmi.IsDecentralizedMigration()=true"}, at("a"))
	assert.Equal(t, []string{"vmi.IsDecentralizedMigration()=true", "vmi.Source()=true"}, at("b"))
	assert.Equal(t, []string{"vmi.IsDecentralizedMigration()=true"}, at("c"), "after the inner if, Source() holds on no path set")
	assert.Equal(t, []string{"vmi.IsDecentralizedMigration()=false"}, at("d"))
	assert.Empty(t, flow.Conds(g)[returnBlock(g).Index])
}

// condsAt returns, for the name of a call statement of g, the conditions
// Conds says hold at its block, as text=value.
func condsAt(t *testing.T, g *flow.Blocks, fd *ast.FuncDecl) func(string) []string {
	conds := flow.Conds(g)
	return func(name string) []string {
		var out []string
		for _, b := range g.Blocks {
			for _, n := range b.Nodes {
				if es, ok := n.(*ast.ExprStmt); ok && es.X.(*ast.CallExpr).Fun.(*ast.Ident).Name == name {
					for _, c := range conds[b.Index] {
						out = append(out, c.Text+"="+map[bool]string{true: "true", false: "false"}[c.Value])
					}
					return out
				}
			}
		}
		t.Fatalf("no call of %s in %s", name, fd.Name.Name)
		return nil
	}
}

// TestCondsSwitch: a tagged switch's case is the comparison with its tag,
// a case of several values their disjunction (held in its body, failed
// past it), and the same value under two tags two conditions.
func TestCondsSwitch(t *testing.T) {
	g, fd := blocks(t, `func f(vmi T, other P) {
	switch vmi.Status.Phase {
	case v1.Scheduling, v1.Scheduled:
		a()
	case v1.Running:
		b()
		switch other {
		case v1.Running:
			c()
		}
	default:
		d()
	}
	switch {
	case vmi.IsFinal(), vmi.IsUnknown():
		e()
	}
}`)
	at := condsAt(t, g, fd)
	both := "vmi.Status.Phase == v1.Scheduling || vmi.Status.Phase == v1.Scheduled"
	assert.Equal(t, []string{both + "=true"}, at("a"))
	assert.Equal(t, []string{"vmi.Status.Phase == v1.Running=true", both + "=false"}, at("b"))
	assert.Equal(t, []string{"other == v1.Running=true", "vmi.Status.Phase == v1.Running=true", both + "=false"}, at("c"),
		"the same value under another tag is another condition")
	assert.Equal(t, []string{"vmi.Status.Phase == v1.Running=false", both + "=false"}, at("d"))
	assert.Equal(t, []string{"vmi.IsFinal() || vmi.IsUnknown()=true"}, at("e"))
}

// TestParamArgs: a method expression's call hands the receiver first and
// the parameters after it; a method call, a method value's and a plain
// function's hand the parameters alone.
func TestParamArgs(t *testing.T) {
	_, f, pkg, info := typestest.Source(t, "example.com/p", `package p

type T struct{}

func (T) M(a, b int) {}
func F(a, b int)     {}

func use(t T) {
	T.M(t, 1, 2)
	rm := T.M
	rm(t, 3, 4)
	t.M(5, 6)
	bound := t.M
	bound(7, 8)
	F(9, 10)
}
`)
	m, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup("T").Type(), false, pkg, "M")
	fn := pkg.Scope().Lookup("F").(*types.Func)
	var got [][]string
	var offs []int
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee := m.(*types.Func)
		if types.ExprString(call.Fun) == "F" {
			callee = fn
		}
		var args []string
		for _, a := range flow.ParamArgs(info, call, callee) {
			args = append(args, types.ExprString(a))
		}
		got = append(got, args)
		offs = append(offs, flow.ArgOffset(info, call, callee))
		return true
	})
	assert.Equal(t, [][]string{{"1", "2"}, {"3", "4"}, {"5", "6"}, {"7", "8"}, {"9", "10"}}, got)
	assert.Equal(t, []int{1, 1, 0, 0, 0}, offs)
}
