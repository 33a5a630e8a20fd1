package readmap

import (
	"sort"

	"github.com/kvlint/kvlint/internal/policy"
)

// Edge kinds.
const (
	EdgeImports = "imports"
	EdgeKeys    = "keys"
	EdgeStatus  = "status"
	EdgeChannel = "channel"
)

// channelNode is the DOT node and edge target of a channel.
func channelNode(name string) string { return "channel " + name }

func (b *builder) edges() {
	type ek struct{ from, to, kind, label string }
	count := map[ek]map[string]bool{}
	viol := map[ek]int{}
	code := map[ek]string{} // the check code of an edge's violations
	add := func(k ek, item string) {
		if count[k] == nil {
			count[k] = map[string]bool{}
		}
		count[k][item] = true
	}

	// Imports from one component into another (shared code included as an
	// importer: it links the component into every binary that uses it).
	for _, pd := range b.pkgs {
		for path := range pd.pkg.Imports {
			dep := pd.pkg.Imports[path]
			to := b.pol.ComponentOf(dep.PkgPath)
			if to == pd.comp || to == policy.Shared {
				continue
			}
			add(ek{pd.comp, to, EdgeImports, "imports"}, pd.pkg.PkgPath+" "+dep.PkgPath)
		}
		for to, v := range b.importViolations(pd) {
			k := ek{pd.comp, to, EdgeImports, "imports"}
			viol[k] += v.n
			code[k] = v.code
		}
	}
	// Channel use: the component that uses it, to the channel.
	for _, ch := range b.m.Channels {
		for _, s := range ch.Sites {
			k := ek{s.Component, channelNode(ch.Name), EdgeChannel, ch.Name}
			add(k, s.File+":"+itoa(s.Line)+" "+s.Witness)
			if s.Violation != "" {
				viol[k]++
				code[k] = s.Violation
			}
		}
	}
	// Keys and status fields one component writes and another reads.
	pairs := func(kind, item string, u Uses) {
		for _, w := range u.Writers {
			for _, r := range u.Readers {
				if w.Component != r.Component && w.Component != policy.Shared && r.Component != policy.Shared {
					add(ek{w.Component, r.Component, kind, kind}, item)
				}
			}
		}
	}
	for _, k := range b.m.Keys {
		pairs(EdgeKeys, k.Name, k.Uses)
	}
	for _, st := range b.m.Status {
		for _, f := range st.Fields {
			if f.Value == "" {
				pairs(EdgeStatus, st.Type+"."+f.Field, f.Uses)
			}
		}
	}
	b.m.Edges = []Edge{}
	for k, items := range count {
		b.m.Edges = append(b.m.Edges, Edge{From: k.from, To: k.to, Kind: k.kind, Label: k.label, Count: len(items), Violations: viol[k], Code: code[k]})
	}
	sort.Slice(b.m.Edges, func(i, j int) bool {
		a, c := b.m.Edges[i], b.m.Edges[j]
		if a.From != c.From {
			return a.From < c.From
		}
		if a.To != c.To {
			return a.To < c.To
		}
		return a.Kind < c.Kind
	})
}
