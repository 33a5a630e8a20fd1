package registry_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/registry"
)

// positioned is a one-line configuration error that starts with file:line:col.
var positioned = regexp.MustCompile(`^p\.yaml:\d+:\d+: [^\n]+$`)

// loadAll parses text and decodes every pass's section, as every driver does
// at start-up; it must return an error, never panic.
func loadAll(text string) (err error) {
	p, err := policy.Parse("p.yaml", []byte(text))
	if err != nil {
		return err
	}
	return registry.Validate(p)
}

// Inputs that crashed a driver at start-up: each must be a positioned
// one-line error.
func TestBadPoliciesAreErrorsNotPanics(t *testing.T) {
	const ext = "version: 1\nextends: kubevirt\n"
	cases := []struct{ name, text, want string }{
		{"shared component with no patterns", "version: 1\ncomponents:\n  shared: []\n", `p.yaml:3:3: components: "shared" is reserved`},
		{"shared component null", "version: 1\ncomponents:\n  shared:\n", `p.yaml:3:3: components.shared: empty value`},
		{"null statusfield type", ext + "statusfield:\n  types:\n    - ~\n", "p.yaml:5:7: statusfield.types[0]: empty list item"},
		{"null statusfield allow", ext + "statusfield:\n  allow: [~]\n", "p.yaml:4:11: statusfield.allow[0]: empty list item"},
		{"null patch helper", ext + "statusfield:\n  types:\n    - type: a/b.T\n      owners: [virt-handler]\n      patch: [~]\n", "p.yaml:7:15: statusfield.types[0].patch[0]: empty list item"},
		{"null lifecycle", ext + "migration:\n  lifecycles:\n    -\n", "p.yaml:5:6: migration.lifecycles[0]: empty list item"},
		{"null hostprim rule", ext + "hostprim:\n  categories: [null]\n", "p.yaml:4:16: hostprim.categories[0]: empty list item"},
		{"null handoff entry", ext + "handoff: {exemptions: [~]}\n", "p.yaml:3:24: handoff.exemptions[0]: empty list item"},
		{"null module entry", "version: 1\nmodule:\n  -\n", "p.yaml:3:4: module[0]: empty list item"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			require.NotPanics(t, func() { err = loadAll(c.text) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			assert.Regexp(t, positioned, err.Error())
		})
	}
}
