package readmap

import (
	"cmp"
	"maps"
	"slices"

	"github.com/kvlint/kvlint/internal/sites"
)

// PassRecords are the sites of a pass that has no section of its own in the
// map, as the pass returned them (internal/sites): a new pass shows in the
// map by returning sites, with no change to this package.
type PassRecords struct {
	Pass    string   `json:"pass"`
	Records []Record `json:"records"`
}

// Record is one site of such a pass, with its kind and key in the pass's
// own terms.
type Record struct {
	Kind string `json:"kind"`
	Key  string `json:"key"`
	Site
}

// records lists, pass by pass, the sites of every pass that describes no
// part of the policy to the map (sites.Policy.Described): the map's
// sections read the others' sites. Records are in source order.
func (b *builder) records() {
	names := map[string]bool{}
	for _, pd := range b.pkgs {
		for n := range pd.res {
			if !slices.Contains(b.view.Described, n) {
				names[n] = true
			}
		}
	}
	for _, pass := range slices.Sorted(maps.Keys(names)) {
		pr := PassRecords{Pass: pass, Records: []Record{}}
		b.each(pass, func(pd *pkgData, s sites.Site) {
			r := Record{Kind: s.Kind, Key: s.Key, Site: b.site(pd, pass, s)}
			pr.Records = append(pr.Records, r)
		})
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
