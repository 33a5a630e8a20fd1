package passkit_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/diagtest"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/stale"
)

type wrapSection struct {
	Wrappers []wrapper `yaml:"wrappers"`
}

type wrapper struct {
	Package policy.Pattern `yaml:"package" kv:"required"`
	Pos     policy.Pos
}

func (*wrapSection) Validate(*policy.Policy) error { return nil }

const wrapPolicy = `version: 1
module: [example.com/m/...]
exclude: ["*_test.go", example.com/m/pkg/mocks/..., example.com/m/pkg/x]
components:
  ctl: [example.com/m/pkg/ctl/..., example.com/m/cmd/ctl]
hostprim:
  wrappers:
    - package: example.com/m/pkg/x
    - package: example.com/m/pkg/y/...
    - package: example.com/m/pkg/y
    - package: example.com/m/pkg/gone/...
`

// Package patterns are judged once per run against the tree's packages:
// each that matches none is listed once, at its own position, named by its
// key path; an Expect on the entry holding it is not listed a second time.
func TestStalePackagePatterns(t *testing.T) {
	p := policytest.Parse(t, "p.yaml", wrapPolicy)
	log := stale.NewLog()
	s := passkit.FromPolicy(p)
	s.Stale = log
	run := passkit.Run(s, passkit.Spec{
		Section:    "hostprim",
		NewSection: func() policy.Section { return new(wrapSection) },
		Body: func(ctx *passkit.Context) (any, error) {
			for _, w := range ctx.Section.(*wrapSection).Wrappers {
				ctx.Expect(w.Pos, "wrapper %s wraps nothing", w.Package)
			}
			return nil, nil
		},
	})
	for range 2 { // two packages of one run
		pass := fakePass()
		pass.Module = &analysis.Module{Path: "example.com/m", Main: true}
		_, err := run(pass)
		require.NoError(t, err)
	}
	assert.Equal(t, []string{
		"example.com/m/...", "example.com/m/cmd/ctl", "example.com/m/pkg/ctl/...", "example.com/m/pkg/gone/...",
		"example.com/m/pkg/mocks/...", "example.com/m/pkg/x", "example.com/m/pkg/y", "example.com/m/pkg/y/...",
	}, log.Patterns.List())

	// pkg/y exists only as a directory of packages below it; pkg/ya is not
	// below pkg/y.
	log.Patterns.Check([]string{"example.com/m/pkg/ya", "example.com/m/pkg/x", "example.com/m/pkg/y/z", "example.com/m/pkg/ctl/a"})
	got := diagtest.StaleLines(log)
	assert.Equal(t, []string{
		"p.yaml:3:24: KV0003: stale policy entry (exclude): exclude: package pattern example.com/m/pkg/mocks/... matches no package",
		"p.yaml:5:36: KV0003: stale policy entry (components): components.ctl: package pattern example.com/m/cmd/ctl matches no package",
		// Expected and unused, but its pattern matches: the Expect stands.
		"p.yaml:8:7: KV0003: stale policy entry (hostprim): wrapper example.com/m/pkg/x wraps nothing",
		"p.yaml:9:7: KV0003: stale policy entry (hostprim): wrapper example.com/m/pkg/y/... wraps nothing",
		"p.yaml:10:16: KV0003: stale policy entry (hostprim): hostprim.wrappers[2].package: package pattern example.com/m/pkg/y matches no package",
		"p.yaml:11:16: KV0003: stale policy entry (hostprim): hostprim.wrappers[3].package: package pattern example.com/m/pkg/gone/... matches no package",
	}, got)
}
