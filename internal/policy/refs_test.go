package policy_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

type required []selector.Selector

func (required) SelectorRole() policy.Role { return policy.Required }

type refSection struct {
	Entries map[string]refEntry `yaml:"entries"`
	Calls   []selector.Selector `yaml:"calls"`
}

type refEntry struct {
	Package  policy.Pattern `yaml:"package"`
	Requires required       `yaml:"requires"`
	Pos      policy.Pos
}

func (*refSection) Validate(*policy.Policy) error { return nil }

// The decoder records every pattern and selector it sets, with its key
// path, the entry holding it (a map entry is located by its key) and the
// role its list gives it: KV0003 judges a section from this list alone.
func TestDecoderRecordsRefs(t *testing.T) {
	p, err := policy.Parse("p.yaml", []byte(`version: 1
hostprim:
  calls: [a.F]
  entries:
    one:
      package: example.com/x/...
      requires: [b.G]
`))
	require.NoError(t, err)
	assert.Nil(t, p.Refs("hostprim"), "no refs before the section is decoded")
	_, err = p.Section("hostprim", func() policy.Section { return new(refSection) })
	require.NoError(t, err)
	var got []string
	for _, r := range p.Refs("hostprim") {
		what := ""
		switch {
		case r.Pattern != nil:
			what = "pattern " + r.Pattern.String() + " at " + r.Pattern.Pos.String()
		case r.Selector != nil:
			what = "selector " + r.Selector.Raw
		}
		got = append(got, fmt.Sprintf("%s: %s, owner %s, role %d", r.Path, what, r.Owner, r.Role))
	}
	assert.Equal(t, []string{
		"hostprim.calls[0]: selector a.F, owner <policy>, role 0", // the section has no Pos: no owner
		"hostprim.entries.one.package: pattern example.com/x/... at p.yaml:6:16, owner p.yaml:5:5, role 0",
		"hostprim.entries.one.requires[0]: selector b.G, owner p.yaml:5:5, role 1",
	}, got)
}
