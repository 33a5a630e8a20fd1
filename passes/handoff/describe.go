package handoff

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy adds this pass's part of the policy to `kvlint map`: the handoff
// channels and who may use them, and the handoff-key packages.
func mapPolicy(sec policy.Section, m *sites.Policy) {
	c := sec.(*config)
	m.ImportCode = "HO1001"
	for _, ch := range c.Channels {
		cp := sites.ChannelPolicy{Name: ch.Name, Doc: ch.Doc}
		for _, a := range ch.APIs {
			cp.APIs = append(cp.APIs, a.String())
		}
		for _, r := range ch.Components {
			cp.Allowed = append(cp.Allowed, r.Name)
		}
		m.Channels = append(m.Channels, cp)
	}
	for _, p := range c.Keys.Packages {
		m.KeyPackages = append(m.KeyPackages, p.String())
	}
}
