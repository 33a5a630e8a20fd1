package hostprim

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy declares this pass's part of the policy to `kvlint map`: which
// components may reach which host-primitive category, and through which
// wrappers; a component reaching one it may not is HP1002.
func mapPolicy(sec policy.Section) []sites.Decl {
	c := sec.(*config)
	var out []sites.Decl
	for _, n := range c.categoryNames() {
		cat := c.Categories[n]
		d := sites.Decl{Topic: sites.TopicPrimitive, Name: n, Code: "HP1002", Labels: map[string][]string{}}
		for _, r := range cat.Components {
			d.Labels[sites.LabelAllowed] = append(d.Labels[sites.LabelAllowed], r.Name)
		}
		for _, w := range cat.Wrappers {
			d.Labels[sites.LabelWrappers] = append(d.Labels[sites.LabelWrappers], w.Package.String())
		}
		out = append(out, d)
	}
	return out
}
