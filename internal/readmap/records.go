package readmap

import (
	"cmp"
	"maps"
	"slices"

	"github.com/kvlint/kvlint/internal/sites"
)

// PassRecords are the sites of a pass that the map's sections do not read,
// as the pass returned them (internal/sites): sites with no topic, or one
// the map has no section for. A new pass shows in the map by returning
// sites, with no change to this package.
type PassRecords struct {
	Pass    string   `json:"pass"`
	Records []Record `json:"records"`
}

// Record is one such site, with its kind and key in the pass's own terms.
type Record struct {
	Kind string `json:"kind"`
	Key  string `json:"key"`
	Site
}

// sectioned reports whether the map has a section that reads topic's
// sites.
func sectioned(topic string) bool {
	switch topic {
	case sites.TopicChannel, sites.TopicKey, sites.TopicStatus, sites.TopicLifecycle,
		sites.TopicMirror, sites.TopicSignal, sites.TopicPrimitive:
		return true
	}
	return false
}

// records lists, pass by pass, the sites no section reads, in source
// order: a pass is listed when it returned such a site.
func (b *builder) records() {
	other := map[string]bool{}
	for _, pd := range b.pkgs {
		for n, r := range pd.res {
			other[n] = other[n] || slices.ContainsFunc(r.Sites, func(s sites.Site) bool { return !sectioned(s.Topic) })
		}
	}
	for _, pass := range slices.Sorted(maps.Keys(other)) {
		if !other[pass] {
			continue
		}
		pr := PassRecords{Pass: pass, Records: []Record{}}
		for _, pd := range b.pkgs {
			r := pd.res[pass]
			if r == nil {
				continue
			}
			for _, s := range r.Sites {
				if !sectioned(s.Topic) && !b.excluded(pd, s.Pos) {
					pr.Records = append(pr.Records, Record{Kind: s.Kind, Key: s.Key, Site: b.site(pd, pass, s)})
				}
			}
		}
		slices.SortStableFunc(pr.Records, func(x, y Record) int {
			if lessLoc(x.Loc, y.Loc) {
				return -1
			}
			if lessLoc(y.Loc, x.Loc) {
				return 1
			}
			return cmp.Or(cmp.Compare(x.Kind, y.Kind), cmp.Compare(x.Key, y.Key))
		})
		b.m.Passes = append(b.m.Passes, pr)
	}
}

// writeRecords renders the other passes' sites, one list per pass; nothing
// when every pass has a section of its own.
func writeRecords(p printer, m *Map) {
	if len(m.Passes) == 0 {
		return
	}
	p("## Other passes\n\n")
	for _, pr := range m.Passes {
		p("### %s\n\n", md(pr.Pass))
		if len(pr.Records) == 0 {
			p("No sites.\n\n")
			continue
		}
		rs := pr.Records
		capped(p, len(rs), func(i int) {
			p("- %s: %s %s: %s\n", md(rs[i].Component), md(rs[i].Kind), mdCode(rs[i].Key), siteText(rs[i].Site))
		})
		p("\n")
	}
}
