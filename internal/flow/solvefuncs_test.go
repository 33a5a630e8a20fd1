package flow_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/typestest"
)

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
