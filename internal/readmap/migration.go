package readmap

import (
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/codes"
	"github.com/kvlint/kvlint/internal/sites"
)

func (b *builder) migration() {
	mg := Migration{Lifecycles: []Lifecycle{}, Mirrors: []Mirror{}, Signals: []Signal{}, TargetPods: []Site{}}
	for _, lp := range b.view.Migration.Lifecycles {
		lc := Lifecycle{Name: lp.Name, Start: lp.Start, Stop: lp.Stop, Starts: []Site{}, Stops: []Site{}}
		b.each(codes.PassMigrationpair, func(pd *pkgData, s sites.Site) {
			if s.Key != lp.Name || (s.Kind != sites.Start && s.Kind != sites.Stop) {
				return
			}
			st := b.site(pd, codes.PassMigrationpair, s)
			var decl **Loc
			if s.Kind == sites.Start {
				lc.Starts = append(lc.Starts, st)
				decl = &lc.StartDecl
			} else {
				lc.Stops = append(lc.Stops, st)
				decl = &lc.StopDecl
			}
			if *decl == nil && s.Callee != nil {
				*decl = b.declLoc(pd, s.Callee.Pos())
			}
		})
		sortSites(lc.Starts)
		sortSites(lc.Stops)
		mg.Lifecycles = append(mg.Lifecycles, lc)
	}
	for _, mp := range b.view.Migration.Mirrors {
		mi := Mirror{Name: mp.Name, Pair: mp.Pair, Writers: [2][]Site{{}, {}}}
		b.each(codes.PassMigrationpair, func(pd *pkgData, s sites.Site) {
			if s.Kind != sites.Write || s.Key != mp.Name {
				return
			}
			i := 0
			if s.Note == sites.NoteSecond {
				i = 1
			}
			st := b.site(pd, codes.PassMigrationpair, s)
			st.Note = ""
			mi.Writers[i] = append(mi.Writers[i], st)
		})
		mi.Writers[0], mi.Writers[1] = onePerFunc(mi.Writers[0]), onePerFunc(mi.Writers[1])
		mg.Mirrors = append(mg.Mirrors, mi)
	}
	bySignal := map[string]*Signal{}
	b.each(codes.PassMigrationpair, func(pd *pkgData, s sites.Site) {
		if s.Kind != sites.Read {
			return
		}
		sg := bySignal[s.Key]
		if sg == nil {
			sg = &Signal{Field: s.Key, Readers: []Site{}}
			bySignal[s.Key] = sg
		}
		sg.Readers = append(sg.Readers, b.site(pd, codes.PassMigrationpair, s))
	})
	for _, k := range slices.Sorted(maps.Keys(bySignal)) {
		sg := bySignal[k]
		sg.Readers = onePerFunc(sg.Readers)
		mg.Signals = append(mg.Signals, *sg)
	}
	mg.TargetPods = b.targetPods()
	b.m.Migration = mg
}

// targetPods are the Pod-creating channel's sites in the packages that
// write a migration mirror: the code that makes the migration target's Pod
// is the code that records the target's Pod and node.
func (b *builder) targetPods() []Site {
	writesMirror := map[string]bool{}
	b.each(codes.PassMigrationpair, func(pd *pkgData, s sites.Site) {
		if s.Kind == sites.Write {
			writesMirror[pd.pkg.PkgPath] = true
		}
	})
	out := []Site{}
	for _, ch := range b.podChannels() {
		b.each(codes.PassHandoff, func(pd *pkgData, s sites.Site) {
			if s.Key == ch && (s.Kind == sites.Direct || s.Kind == sites.Via) && writesMirror[pd.pkg.PkgPath] {
				out = append(out, b.site(pd, codes.PassHandoff, s))
			}
		})
	}
	sortSites(out)
	return out
}

// podChannels names the channels whose APIs create Pods.
func (b *builder) podChannels() []string {
	return b.channelsWhere(func(api string) bool { return strings.Contains(api, "PodInterface).Create") })
}

// channelsWhere names the channels with an API that satisfies f.
func (b *builder) channelsWhere(f func(api string) bool) []string {
	var out []string
	for _, ch := range b.view.Channels {
		for _, a := range ch.APIs {
			if f(a) {
				out = append(out, ch.Name)
				break
			}
		}
	}
	return out
}
