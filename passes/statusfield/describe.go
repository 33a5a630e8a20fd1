package statusfield

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// Describe adds this pass's part of the policy to `kvlint map`: who owns
// which status field and which enum value, as the checker's tables hold it.
func Describe(sec policy.Section, m *sites.Policy) {
	c := sec.(*Config)
	for _, t := range c.Types {
		tb := newTable(t)
		m.StatusTypes = append(m.StatusTypes, sites.StatusPolicy{Type: t.Type, Owners: tb.dflt, Fields: tb.fields, Values: tb.values})
	}
}
