package passkit_test

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
)

type section struct {
	Enable bool `yaml:"enable-hp1003"`
}

func (*section) Validate(*policy.Policy) error { return nil }

func fakePass() *analysis.Pass {
	return &analysis.Pass{
		Analyzer: &analysis.Analyzer{Name: codes.PassHostprim},
		Fset:     token.NewFileSet(),
		Pkg:      types.NewPackage("example.com/m/pkg/x", "x"),
		ResultOf: map[*analysis.Analyzer]any{},
		Report:   func(analysis.Diagnostic) {},
	}
}

// runBody runs a hostprim stand-in with body under the policy text on
// fakePass's package, and returns its error.
func runBody(t *testing.T, text string, body func(*passkit.Context) (any, error)) error {
	t.Helper()
	p := policytest.Parse(t, "p.yaml", text)
	run := passkit.Run(passkit.FromPolicy(p), passkit.Spec{
		Section:    "hostprim",
		NewSection: func() policy.Section { return new(section) },
		Body:       body,
	})
	_, err := run(fakePass())
	return err
}

func TestPanicBecomesOneLineError(t *testing.T) {
	err := runBody(t, "version: 1\n", func(*passkit.Context) (any, error) { panic("boom") })
	require.Error(t, err)
	assert.Contains(t, err.Error(), "internal error in kvlint pass hostprim on package example.com/m/pkg/x: boom")
	assert.NotContains(t, err.Error(), "\n")
}

func TestSectionErrorIsReturned(t *testing.T) {
	err := runBody(t, "version: 1\nhostprim:\n  enable-hp1003: maybe\n", func(*passkit.Context) (any, error) { t.Fatal("body must not run"); return nil, nil })
	assert.EqualError(t, err, "p.yaml:3:18: hostprim.enable-hp1003: want true or false, found the scalar \"maybe\"")
}

func TestEnabled(t *testing.T) {
	hp1001, _ := codes.Lookup("HP1001")
	hp1003, _ := codes.Lookup("HP1003")
	s := passkit.Settings{}
	assert.True(t, s.Enabled(hp1001, nil))
	assert.False(t, s.Enabled(hp1003, nil), "opt-in codes are off by default")
	assert.True(t, s.Enabled(hp1003, map[string]bool{"HP1003": true}), "the policy can opt in")
	assert.True(t, passkit.Settings{Enable: map[string]bool{"HP1003": true}}.Enabled(hp1003, nil))
	assert.False(t, passkit.Settings{Disable: map[string]bool{"hostprim": true}}.Enabled(hp1001, nil), "disable by pass name")
	assert.False(t, passkit.Settings{Disable: map[string]bool{"HP1001": true}}.Enabled(hp1001, nil))
}

func TestSite(t *testing.T) {
	fset := token.NewFileSet()
	f := fset.AddFile("/src/pkg/x/x.go", -1, 100)
	f.SetLines([]int{0, 10, 20})
	pass := fakePass()
	pass.Fset = fset
	pass.Module = &analysis.Module{Path: "example.com/m"}
	ctx := &passkit.Context{Pass: pass}
	assert.Equal(t, "pkg/x/x.go:3", ctx.Site(f.Pos(25)))
	pass.Module = nil
	assert.True(t, strings.HasPrefix(ctx.Site(f.Pos(5)), "example.com/m/pkg/x/x.go:1"))
}

// kvpending exports each function's pending calls, its own and those of
// the imported functions it calls, and nothing for a call that resolves in
// the package that makes it.
func TestPendingFacts(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", "version: 1\nmodule: [kubevirt.io/kubevirt/...]\n")
	a := passkit.NewPending(passkit.FromPolicy(p))
	analysistest.Run(t, analysistest.TestData(), a,
		"kubevirt.io/kubevirt/pkg/demo/runner", "kubevirt.io/kubevirt/pkg/demo/top", "kubevirt.io/kubevirt/pkg/demo/local")
}
