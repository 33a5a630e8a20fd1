package hostprim

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy adds this pass's part of the policy to `kvlint map`: which
// components may reach which host primitives, and through which wrappers.
func mapPolicy(sec policy.Section, m *sites.Policy) {
	c := sec.(*config)
	for _, n := range c.categoryNames() {
		cat := c.Categories[n]
		cp := sites.CategoryPolicy{Name: n, Code: "HP1002"}
		for _, r := range cat.Components {
			cp.Allowed = append(cp.Allowed, r.Name)
		}
		for _, w := range cat.Wrappers {
			cp.Wrappers = append(cp.Wrappers, w.Package.String())
		}
		m.Categories = append(m.Categories, cp)
	}
}
