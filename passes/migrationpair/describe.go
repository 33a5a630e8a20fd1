package migrationpair

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy adds this pass's part of the policy to `kvlint map`: the mirror
// pairs, the lifecycles and the signals.
func mapPolicy(sec policy.Section, m *sites.Policy) {
	c := sec.(*config)
	for _, l := range c.Lifecycles {
		m.Migration.Lifecycles = append(m.Migration.Lifecycles, sites.LifecyclePolicy{Name: l.Name, Start: l.Start.String(), Stop: l.Stop.String()})
	}
	for _, mi := range c.Mirrors {
		m.Migration.Mirrors = append(m.Migration.Mirrors, sites.MirrorPolicy{Name: mi.Name, Pair: [2]string{fieldOf(mi.Pair, 0), fieldOf(mi.Pair, 1)}})
	}
	for _, s := range c.Signals {
		for _, f := range s.Fields {
			m.Migration.Signals = append(m.Migration.Signals, f.String())
		}
	}
}

func fieldOf(pair []fieldPath, i int) string {
	if i < len(pair) {
		return pair[i].String()
	}
	return "?"
}
