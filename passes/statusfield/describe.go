package statusfield

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/readmap"
)

// Describe adds this pass's part of the policy to `kvlint map`: who owns
// which status field and which enum value.
func Describe(sec policy.Section, m *readmap.Policy) {
	c := sec.(*Config)
	for _, t := range c.Types {
		sp := readmap.StatusPolicy{Type: t.Type, Owners: names(t.Owners), Fields: map[string][]string{}, Values: map[string]map[string][]string{}}
		for f, cs := range t.Fields {
			sp.Fields[f] = names(cs)
		}
		for f, vals := range t.Values {
			sp.Values[f] = map[string][]string{}
			for v, cs := range vals {
				sp.Values[f][v] = names(cs)
			}
		}
		m.StatusTypes = append(m.StatusTypes, sp)
	}
}
