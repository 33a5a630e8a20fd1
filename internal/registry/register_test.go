package registry_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/policytest"
	"github.com/kvlint/kvlint/internal/registry"
)

// plainSection is the section of a pass that configures nothing.
type plainSection struct {
	Note string `yaml:"note"`
}

func (*plainSection) Validate(*policy.Policy) error { return nil }

const plainDoc = `// Package plain is a test pass.
//
// # Analyzer regplain
//
// regplain: a pass with no Section and no Describe
package plain
`

// plain is a pass with the least a definition needs: no Section (the key is
// its name) and no Describe. It registers the way every pass does.
func plain() passkit.Def {
	return passkit.Def{
		Name: "regplain", Doc: plainDoc, Code: "KV0001",
		NewSection: func() policy.Section { return new(plainSection) },
		Body:       func(*passkit.Context) (any, error) { return nil, nil },
	}
}

func init() { registry.Register(plain()) }

func TestRegisteredPassIsListedEverywhere(t *testing.T) {
	var names []string
	for _, d := range registry.Defs() {
		names = append(names, d.Name)
	}
	assert.Equal(t, []string{"handoff", "hostprim", "migrationpair", "regplain", "statusfield"}, names)
	var analyzers []string
	for _, a := range registry.Analyzers(passkit.Settings{}) {
		analyzers = append(analyzers, a.Name)
	}
	assert.Equal(t, []string{"kvdirective", "handoff", "hostprim", "migrationpair", "regplain", "statusfield"}, analyzers)
}

// The section key defaults to the name, and the decoder knows it from the
// registration alone: no list in the policy package to forget.
func TestSectionKeyComesFromTheRegistry(t *testing.T) {
	assert.Equal(t, "regplain", plain().SectionKey())
	assert.Contains(t, policy.SectionKeys(), "regplain")
	p := policytest.Parse(t, "p.yaml", "version: 1\nregplain:\n  note: hi\n")
	sec, err := p.Section("regplain", plain().NewSection)
	require.NoError(t, err)
	assert.Equal(t, "hi", sec.(*plainSection).Note)
	require.NoError(t, registry.Validate(p))

	_, err = policy.Parse("p.yaml", []byte("version: 1\nregplian:\n  note: hi\n"))
	require.ErrorContains(t, err, `p.yaml:2:1: unknown key "regplian"`)
}

// A pass without Describe adds nothing to the map's policy view, and the
// view is still built (it used to panic).
func TestDescribeIsOptional(t *testing.T) {
	p, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	var v any
	require.NotPanics(t, func() { v, err = registry.MapPolicy(p) })
	require.NoError(t, err)
	assert.NotNil(t, v)
}

// Registration is for init functions: twice the same name, a definition
// without a body, or a registration after a policy was loaded all panic.
func TestRegisterRejectsMistakes(t *testing.T) {
	policytest.Parse(t, "p.yaml", "version: 1\n")
	assert.PanicsWithValue(t, `registry.Register("regplain"): name or section "regplain" already registered by regplain`,
		func() { registry.Register(plain()) })
	noBody := plain()
	noBody.Name, noBody.Body = "regnobody", nil
	assert.Panics(t, func() { registry.Register(noBody) })
	late := plain()
	late.Name, late.Doc = "reglate", strings.ReplaceAll(plainDoc, "regplain", "reglate")
	assert.PanicsWithValue(t, `policy.RegisterSection("reglate") after a policy was loaded: register passes from init functions only`,
		func() { registry.Register(late) })
	assert.NotContains(t, policy.SectionKeys(), "reglate")
}
