package statusfield

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy adds this pass's part of the policy to `kvlint map`: who owns
// which status field and which enum value, as the checker's tables hold it.
func mapPolicy(sec policy.Section, m *sites.Policy) {
	c := sec.(*config)
	for _, t := range c.Types {
		tb := newTable(t)
		m.StatusTypes = append(m.StatusTypes, sites.StatusPolicy{Type: t.Type, Owners: tb.dflt, Fields: tb.fields, Values: tb.values})
	}
}
