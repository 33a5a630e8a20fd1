package passkit_test

import (
	"go/ast"
	"go/types"
	"reflect"
	"runtime"
	"testing"
	"time"
	"weak"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/typestest"
)

// A run's memos die with the run, though the decoded policy lives on (the
// policy cache keeps it for the life of the process): a memo keyed by a
// package must not keep the package alive after its run.
func TestRunMemosDoNotOutliveTheRun(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [example.com/...]\n")
	newSection := func() policy.Section { return new(section) }
	pkg, memoSeen := runOnce(t, p, newSection)
	runtime.GC()
	runtime.GC()
	assert.Nil(t, pkg.Value(), "the package analysed by a finished run is still reachable")
	assert.True(t, memoSeen, "the body found its memo")
	sec, err := p.Section("hostprim", newSection)
	require.NoError(t, err)
	assert.NotNil(t, sec, "the decoded section outlives the run")
	runtime.KeepAlive(p)
}

// runOnce runs a pass that keeps its package in a run memo, under a run of
// its own, and returns a weak pointer to the package.
func runOnce(t *testing.T, p *policy.Policy, newSection func() policy.Section) (weak.Pointer[types.Package], bool) {
	s := passkit.FromPolicy(p)
	s.Run = run.New()
	seen := false
	body := func(ctx *passkit.Context) (any, error) {
		m := passkit.Shared[run.Memo[string, *types.Package]](ctx, "pkgs")
		m.Get("x", func() *types.Package { return ctx.Pass.Pkg })
		seen = m.Get("x", func() *types.Package { return nil }) == ctx.Pass.Pkg
		return nil, nil
	}
	f := passkit.Run(s, passkit.Spec{Section: "hostprim", NewSection: newSection, Body: body})
	pass := fakePass()
	pass.Module = &analysis.Module{Path: "example.com/m", Main: true}
	_, err := f(pass)
	require.NoError(t, err)
	return weak.Make(pass.Pkg), seen
}

// A package's inspector is built once for all the passes of a run, however
// far apart they run (the checker does not run them back to back), and is
// let go once the last of them has finished with the package.
func TestAnInspectorLivesUntilTheLastPassOfItsPackage(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [example.com/...]\n")
	s := passkit.FromPolicy(p)
	s.Run = run.New()
	var seen []weak.Pointer[inspector.Inspector]
	body := func(ctx *passkit.Context) (any, error) {
		seen = append(seen, weak.Make(ctx.Inspector()))
		return nil, nil
	}
	spec := passkit.Spec{Section: "hostprim", NewSection: func() policy.Section { return new(section) }, Body: body}
	first, second := passkit.Run(s, spec), passkit.Run(s, spec)
	pass := fakePass()
	pass.Module = &analysis.Module{Path: "example.com/m", Main: true}
	_, err := first(pass)
	require.NoError(t, err)
	runtime.GC()
	runtime.GC()
	require.NotNil(t, seen[0].Value(), "the first pass's inspector is let go before the second pass ran")
	_, err = second(pass)
	require.NoError(t, err)
	assert.Equal(t, seen[0], seen[1], "the second pass builds the inspector again")
	deadline := time.Now().Add(5 * time.Second)
	for seen[0].Value() != nil && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	assert.Nil(t, seen[0].Value(), "the inspector outlives the last pass of its package")
	runtime.KeepAlive(pass)
}

// The run's Finished hook is called once a package's last pass has
// finished with it, and never for a run that collects the map's sites,
// whose own analyzer reads the package beside the passes.
func TestFinishedAfterTheLastPassOfAPackage(t *testing.T) {
	for _, sites := range []bool{false, true} {
		p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [example.com/...]\n")
		s := passkit.FromPolicy(p)
		s.Run, s.Sites = run.New(), sites
		var finished []*types.Package
		s.Run.Finished = func(pkg *types.Package) { finished = append(finished, pkg) }
		spec := passkit.Spec{Section: "hostprim", NewSection: func() policy.Section { return new(section) },
			Body: func(*passkit.Context) (any, error) { return nil, nil }}
		first, second := passkit.Run(s, spec), passkit.Run(s, spec)
		pass := fakePass()
		pass.Module = &analysis.Module{Path: "example.com/m", Main: true}
		_, err := first(pass)
		require.NoError(t, err)
		assert.Empty(t, finished, "finished before the second pass ran (sites %v)", sites)
		_, err = second(pass)
		require.NoError(t, err)
		if sites {
			assert.Empty(t, finished, "finished in a run that collects sites")
		} else {
			assert.Equal(t, []*types.Package{pass.Pkg}, finished)
		}
	}
}

// The index of a package's function bodies is built once for all the
// passes of a run, like the inspector it is built over, and indexes every
// declared function's body.
func TestBodyCursorsAreSharedByThePassesOfAPackage(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [example.com/...]\n")
	s := passkit.FromPolicy(p)
	s.Run = run.New()
	var seen []uintptr
	var bodies int
	body := func(ctx *passkit.Context) (any, error) {
		b := ctx.BodyCursors()
		seen = append(seen, uintptr(reflect.ValueOf(b).UnsafePointer()))
		bodies = len(b)
		for block, c := range b {
			assert.Same(t, ctx.Inspector(), c.Inspector(), "a cursor of another inspector")
			assert.Same(t, block, c.Node(), "the cursor is not at its body")
		}
		return nil, nil
	}
	spec := passkit.Spec{Section: "hostprim", NewSection: func() policy.Section { return new(section) }, Body: body}
	first, second := passkit.Run(s, spec), passkit.Run(s, spec)
	pass := fakePass()
	pass.Module = &analysis.Module{Path: "example.com/m", Main: true}
	pass.Files = []*ast.File{typestest.Parse(t, pass.Fset, "x.go", "package x\nfunc F() {}\nfunc G() { _ = func() {} }\nfunc H()\n")}
	_, err := first(pass)
	require.NoError(t, err)
	runtime.GC()
	runtime.GC()
	_, err = second(pass)
	require.NoError(t, err)
	require.Len(t, seen, 2)
	assert.Equal(t, seen[0], seen[1], "the second pass built the body index again")
	assert.Equal(t, 2, bodies, "F's and G's bodies are indexed (H has none, the literal is no declaration)")
	runtime.KeepAlive(pass)
}
