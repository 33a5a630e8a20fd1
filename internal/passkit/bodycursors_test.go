package passkit_test

import (
	"go/ast"
	"reflect"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/typestest"
)

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
