package migrationpair

import (
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// mapPolicy declares this pass's part of the policy to `kvlint map`: the
// lifecycles, the mirror pairs and the signals.
func mapPolicy(sec policy.Section) []sites.Decl {
	c := sec.(*config)
	var out []sites.Decl
	for _, l := range c.Lifecycles {
		out = append(out, sites.Decl{Topic: sites.TopicLifecycle, Name: l.Name,
			Labels: map[string][]string{sites.LabelStart: {l.Start.String()}, sites.LabelStop: {l.Stop.String()}}})
	}
	for _, mi := range c.Mirrors {
		out = append(out, sites.Decl{Topic: sites.TopicMirror, Name: mi.Name,
			Labels: map[string][]string{sites.LabelPair: {fieldOf(mi.Pair, 0), fieldOf(mi.Pair, 1)}}})
	}
	for _, s := range c.Signals {
		for _, f := range s.Fields {
			out = append(out, sites.Decl{Topic: sites.TopicSignal, Name: f.String()})
		}
	}
	return out
}

func fieldOf(pair []fieldPath, i int) string {
	if i < len(pair) {
		return pair[i].String()
	}
	return "?"
}
