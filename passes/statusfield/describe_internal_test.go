package statusfield

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// The map's owner column (the declarations mapPolicy gives kvlint map) and
// the checker cannot disagree: for every owned type of the fixture policy
// and of the kubevirt profile, every listed field and value, a field below
// a listed one, a value no entry lists, and every component, a component is
// an owner in the map exactly when the checker lets it write (code of none
// of its controllers, when the map names one of them as COMPONENT/NAME).
func TestMapOwnersAreTheCheckersOwners(t *testing.T) {
	fixture, err := policy.LoadFile("testdata/policy.yaml")
	require.NoError(t, err)
	profile, err := policy.Builtin("kubevirt")
	require.NoError(t, err)
	for _, p := range []*policy.Policy{fixture, profile} {
		sec, err := p.Section(name, passkit.EmptySection[config])
		require.NoError(t, err)
		cfg := sec.(*config)
		decls := sites.Of(mapPolicy(sec), sites.TopicStatus)
		require.Len(t, decls, len(cfg.Types))
		comps := append(slices.Sorted(maps.Keys(p.Components)), policy.Shared)
		checked := 0
		for i, rule := range cfg.Types {
			tb, d := newTable(rule), decls[i]
			require.Equal(t, rule.Type, d.Name)
			type row struct{ path, value string }
			rows := []row{{"NotListed", ""}, {"NotListed.Below", ""}}
			for _, path := range tb.listed {
				rows = append(rows, row{path, ""}, row{path + ".Below", ""}, row{path, "NoSuchValue"})
				for v := range tb.own.Values[path] {
					rows = append(rows, row{path, v})
				}
			}
			for _, r := range rows {
				for _, c := range comps {
					mayWrite := len(tb.check(writer{comp: c}, r.path, r.value, true)) == 0
					owners := d.Owners.Of(r.path, r.value)
					listed := slices.ContainsFunc(owners, func(o string) bool { return o == c || strings.HasPrefix(o, c+"/") })
					assert.Equal(t, mayWrite, listed,
						"%s.%s=%s by %s: the checker says %v", rule.Type, r.path, r.value, c, mayWrite)
					checked++
				}
			}
		}
		assert.Greater(t, checked, 100)
	}
}
