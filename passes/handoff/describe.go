package handoff

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy declares this pass's part of the policy to `kvlint map`: the
// code of an import across components (HO1001), the handoff channels and
// who may use them, and the handoff-key packages.
func mapPolicy(sec policy.Section) []sites.Decl {
	c := sec.(*config)
	out := []sites.Decl{{Topic: sites.TopicImport, Code: "HO1001"}}
	for _, ch := range c.Channels {
		d := sites.Decl{Topic: sites.TopicChannel, Name: ch.Name, Doc: ch.Doc, Labels: map[string][]string{}}
		for _, a := range ch.APIs {
			d.Labels[sites.LabelAPIs] = append(d.Labels[sites.LabelAPIs], a.String())
		}
		for _, r := range ch.Components {
			d.Labels[sites.LabelAllowed] = append(d.Labels[sites.LabelAllowed], r.Name)
		}
		out = append(out, d)
	}
	if len(c.Keys.Packages) > 0 {
		d := sites.Decl{Topic: sites.TopicKey, Labels: map[string][]string{}}
		for _, p := range c.Keys.Packages {
			d.Labels[sites.LabelPackages] = append(d.Labels[sites.LabelPackages], p.String())
		}
		out = append(out, d)
	}
	return out
}
