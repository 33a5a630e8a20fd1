package readmap

import (
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/sites"
)

func (b *builder) migration() {
	mg := Migration{Lifecycles: []Lifecycle{}, Mirrors: []Mirror{}, Signals: []Signal{}, TargetPods: []Site{}}
	for _, lp := range sites.Of(b.view, sites.TopicLifecycle) {
		lc := Lifecycle{Name: lp.Name, Start: first(lp.Label(sites.LabelStart)), Stop: first(lp.Label(sites.LabelStop)), Starts: []Site{}, Stops: []Site{}}
		b.each(sites.TopicLifecycle, func(pd *pkgData, pass string, s sites.Site) {
			if s.Key != lp.Name || (s.Kind != sites.Start && s.Kind != sites.Stop) {
				return
			}
			st := b.site(pd, pass, s)
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
	for _, mp := range sites.Of(b.view, sites.TopicMirror) {
		pair := mp.Label(sites.LabelPair)
		mi := Mirror{Name: mp.Name, Pair: [2]string{first(pair), first(pair[min(1, len(pair)):])}, Writers: [2][]Site{{}, {}}}
		b.each(sites.TopicMirror, func(pd *pkgData, pass string, s sites.Site) {
			if s.Kind != sites.Write || s.Key != mp.Name {
				return
			}
			i := 0
			if s.Note == sites.NoteSecond {
				i = 1
			}
			st := b.site(pd, pass, s)
			st.Note = ""
			mi.Writers[i] = append(mi.Writers[i], st)
		})
		mi.Writers[0], mi.Writers[1] = onePerFunc(mi.Writers[0]), onePerFunc(mi.Writers[1])
		mg.Mirrors = append(mg.Mirrors, mi)
	}
	bySignal := map[string]*Signal{}
	b.each(sites.TopicSignal, func(pd *pkgData, pass string, s sites.Site) {
		if s.Kind != sites.Read {
			return
		}
		sg := bySignal[s.Key]
		if sg == nil {
			sg = &Signal{Field: s.Key, Readers: []Site{}}
			bySignal[s.Key] = sg
		}
		sg.Readers = append(sg.Readers, b.site(pd, pass, s))
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
	b.each(sites.TopicMirror, func(pd *pkgData, _ string, s sites.Site) {
		if s.Kind == sites.Write {
			writesMirror[pd.pkg.PkgPath] = true
		}
	})
	out := []Site{}
	for _, ch := range b.podChannels() {
		b.each(sites.TopicChannel, func(pd *pkgData, pass string, s sites.Site) {
			if s.Key == ch && (s.Kind == sites.Direct || s.Kind == sites.Via) && writesMirror[pd.pkg.PkgPath] {
				out = append(out, b.site(pd, pass, s))
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

// apiClientChannels names the channels every API of which is in a
// client-go package (k8s.io/client-go, kubevirt.io/client-go): building an
// API client is a line to the API server, not to another component.
func (b *builder) apiClientChannels() []string {
	return b.channelsBy(func(apis []string) bool {
		return len(apis) > 0 && !slices.ContainsFunc(apis, func(a string) bool {
			return !code.InAPIClient(a)
		})
	})
}

// channelsWhere names the channels with an API that satisfies f.
func (b *builder) channelsWhere(f func(api string) bool) []string {
	return b.channelsBy(func(apis []string) bool { return slices.ContainsFunc(apis, f) })
}

// channelsBy names the channels whose list of APIs satisfies f.
func (b *builder) channelsBy(f func(apis []string) bool) []string {
	var out []string
	for _, ch := range sites.Of(b.view, sites.TopicChannel) {
		if f(ch.Label(sites.LabelAPIs)) {
			out = append(out, ch.Name)
		}
	}
	return out
}

// first is the first of a declaration's list, "" when it is empty.
func first(l []string) string {
	if len(l) == 0 {
		return ""
	}
	return l[0]
}
