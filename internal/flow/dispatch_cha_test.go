package flow_test

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// edgesAnalyzer reports nothing; its result is the package's dispatch
// edges as "caller → callee", resolved by kvflow.
func edgesAnalyzer(kvflow *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "dispatchedges",
		Doc:      "lists the dispatch edges of a package's call graph",
		Requires: []*analysis.Analyzer{kvflow},
		Run: func(pass *analysis.Pass) (any, error) {
			g := flow.CallGraphOf(pass, nil)
			var out []string
			for _, e := range g.Edges {
				if _, ok := e.Node.(*ast.CallExpr); ok && e.Via != nil && e.Caller != nil {
					out = append(out, selector.Name(e.Caller)+" → "+selector.Name(e.Callee))
				}
			}
			slices.Sort(out)
			return out, nil
		},
		ResultType: reflect.TypeFor[[]string](),
	}
}

// quiet keeps analysistest's own errors (the fixtures' want lines are for
// the effects tests) apart from the test's.
type quiet struct{ errs []string }

func (q *quiet) Errorf(format string, args ...any) {
	q.errs = append(q.errs, fmt.Sprintf(format, args...))
}

func dispatchEdges(t *testing.T, mode, pkg string) []string {
	kvflow, err := flow.DebugAnalyzer(mode)
	if err != nil {
		t.Fatal(err)
	}
	var q quiet
	dir, err := filepath.Abs(filepath.Join("..", "effects", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(&q, dir, edgesAnalyzer(kvflow), pkg)
	for _, e := range q.errs {
		if !strings.Contains(e, "was reported matching") {
			t.Errorf("%s", e)
		}
	}
	for _, r := range results {
		if r.Pass.Pkg.Path() == pkg && r.Err == nil {
			return r.Result.([]string)
		}
	}
	t.Fatalf("no result for %s", pkg)
	return nil
}

// TestDispatchCHA: the debug switch's class-hierarchy analysis reaches
// every module type implementing the interface, where the default
// resolution reaches only the type the code stores.
func TestDispatchCHA(t *testing.T) {
	stored := dispatchEdges(t, "stored", "example.com/mod/component")
	cha := dispatchEdges(t, "cha", "example.com/mod/component")
	assert.NotEmpty(t, stored)
	for _, e := range stored {
		if !strings.Contains(e, "set to") {
			assert.Contains(t, cha, e, "CHA keeps every stored implementation")
		}
	}
	assert.Greater(t, len(cha), len(stored), "CHA adds the implementations nothing stores:\nstored %v\ncha %v", stored, cha)
}

// TestDebugAnalyzerModes: only the two measurement modes build an analyzer.
func TestDebugAnalyzerModes(t *testing.T) {
	for _, mode := range []string{"cha", "stored"} {
		a, err := flow.DebugAnalyzer(mode)
		if assert.NoError(t, err) {
			assert.NotSame(t, flow.Analyzer, a)
		}
	}
	_, err := flow.DebugAnalyzer("")
	assert.Error(t, err)
	_, err = flow.DebugAnalyzer("chaos")
	assert.ErrorContains(t, err, "-debug-dispatch=chaos: want cha or stored")
}

// narrowedAnalyzer reports nothing; its result is the package's calls
// through narrowing keys as "caller: via ⇒ wider method".
var narrowedAnalyzer = &analysis.Analyzer{
	Name:     "narrowed",
	Doc:      "lists the narrowed calls of a package's call graph",
	Requires: []*analysis.Analyzer{flow.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		g := flow.CallGraphOf(pass, nil)
		var out []string
		for _, n := range g.Narrowed {
			for _, fn := range n.Funcs {
				out = append(out, selector.Name(n.Caller)+": "+selector.Name(n.Via.(*types.Func))+" ⇒ "+selector.Name(fn))
			}
			if !slices.Equal(g.NarrowedTo(n.Node), n.Funcs) {
				return nil, fmt.Errorf("NarrowedTo disagrees with Narrowed at %v", pass.Fset.Position(n.Node.Pos()))
			}
		}
		return out, nil
	},
	ResultType: reflect.TypeFor[[]string](),
}

// TestNarrowed: a call through an interface of the module that holds a
// value of another named interface is a call of that interface's method,
// whether the value is stored in a dependency (the stores fact carries
// it), in a local variable or through a conversion, or converted or
// asserted in place; a concrete type stored, or a value of type any, is no
// narrowing, and a package that sees no store (its importer wires the
// field) has none.
func TestNarrowed(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "effects", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	results := analysistest.Run(t, dir, narrowedAnalyzer, "example.com/mod/narrow/...")
	got := map[string][]string{}
	for _, r := range results {
		if assert.NoError(t, r.Err) {
			got[r.Pass.Pkg.Path()] = r.Result.([]string)
		}
	}
	assert.Equal(t, []string{
		"use.Wired: holder.Creator.Create ⇒ wide.Client.Create",
		"use.Local: use.deleter.Delete ⇒ wide.Client.Delete",
		"use.Converted: use.deleter.Delete ⇒ wide.Client.Delete",
		"use.Inline: use.deleter.Delete ⇒ wide.Client.Delete",
		"use.Asserted: use.deleter.Delete ⇒ wide.Client.Delete",
	}, got["example.com/mod/narrow/use"])
	assert.Empty(t, got["example.com/mod/narrow/holder"])
	assert.Empty(t, got["example.com/mod/narrow/wire"])
}
