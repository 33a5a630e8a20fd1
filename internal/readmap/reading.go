package readmap

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/sites"
)

// The newcomer's questions, in the order they are asked. Every answer is
// assembled from the map: the owned types and where they are declared, the
// channels' use sites, entry points, primitive reach and migration sites.
const (
	QObjects   = "Which objects stand for a VM?"
	QPods      = "Who watches them and makes Pods?"
	QRuntime   = "Who runs libvirt and QEMU on the node?"
	QNetwork   = "How does Pod networking become guest networking?"
	QMigration = "How does migration run across control and data plane?"
	QKernel    = "Which kernel primitives are used?"
)

// maxLinks bounds the links of one answer.
const maxLinks = 10

func itoa(n int) string { return strconv.Itoa(n) }

func (b *builder) reading() {
	b.m.Reading = []Answer{b.objects(), b.pods(), b.runtime(), b.network(), b.migrationAnswer(), b.kernel()}
}

func siteLink(s Site) Link {
	t := s.File + ":" + itoa(s.Line)
	if s.Func != "" {
		t = s.Func + " (" + t + ")"
	}
	return Link{Text: t, Loc: s.Loc}
}

func locLink(text string, l Loc) Link {
	if text == "" {
		text = l.File + ":" + itoa(l.Line)
	}
	return Link{Text: text, Loc: l}
}

// addLinks appends links, each place once, up to maxLinks in all.
func addLinks(a *Answer, ls ...Link) {
	for _, l := range ls {
		if len(a.Links) >= maxLinks {
			return
		}
		dup := false
		for _, o := range a.Links {
			if o.File == l.File && o.Line == l.Line {
				dup = true
				break
			}
		}
		if !dup {
			a.Links = append(a.Links, l)
		}
	}
}

func (b *builder) objects() Answer {
	a := Answer{Question: QObjects, Links: []Link{}}
	var parts []string
	for _, st := range b.m.Status {
		short := st.Type[strings.LastIndex(st.Type, ".")+1:]
		if st.Object != "" && st.ObjDecl != nil {
			parts = append(parts, st.Object+" (status "+short+")")
			addLinks(&a, locLink(st.Object, *st.ObjDecl))
		} else if st.Decl != nil {
			parts = append(parts, short)
			addLinks(&a, locLink(short, *st.Decl))
		}
	}
	if len(parts) == 0 {
		a.Answer = "No owned status type is used by the analysed packages."
		return a
	}
	a.Answer = "The API objects whose status the components hand to each other: " + strings.Join(parts, ", ") + "."
	return a
}

// byComponent groups sites by component, components sorted.
func byComponent(ss []Site) (map[string][]Site, []string) {
	m := map[string][]Site{}
	for _, s := range ss {
		m[s.Component] = append(m[s.Component], s)
	}
	return m, slices.Sorted(maps.Keys(m))
}

func (b *builder) channel(name string) *Channel {
	for i := range b.m.Channels {
		if b.m.Channels[i].Name == name {
			return &b.m.Channels[i]
		}
	}
	return nil
}

func (b *builder) component(name string) *Component {
	for i := range b.m.Components {
		if b.m.Components[i].Name == name {
			return &b.m.Components[i]
		}
	}
	return nil
}

func (b *builder) pods() Answer {
	a := Answer{Question: QPods, Links: []Link{}}
	var parts []string
	for _, name := range b.podChannels() {
		ch := b.channel(name)
		if ch == nil {
			continue
		}
		m, comps := byComponent(ch.Sites)
		for _, c := range comps {
			if c != policy.Shared {
				parts = append(parts, b.podMaker(&a, c, name, m[c]))
			}
		}
	}
	if len(parts) == 0 {
		a.Answer = "No component creates Pods through a configured channel in the analysed packages."
		return a
	}
	a.Answer = strings.Join(parts, "; ") + "."
	return a
}

// podMaker links, package by package, where component c creates Pods
// through the channel, then the loop, the informer handler and the watch
// of the package that feed it, and says how many of those watch the
// objects.
func (b *builder) podMaker(a *Answer, c, channel string, sites []Site) string {
	// Direct creations first: the controller that makes the Pod, then its
	// loop and the informer handlers that feed it.
	ss := append([]Site(nil), sites...)
	sort.SliceStable(ss, func(i, j int) bool { return len(ss[i].Chain) < len(ss[j].Chain) })
	dirs := map[string]bool{}
	var order []string
	for _, s := range ss {
		if d := dir(s.File); !dirs[d] {
			dirs[d] = true
			order = append(order, d)
		}
	}
	comp := b.component(c)
	for _, d := range order {
		for _, s := range ss {
			if dir(s.File) == d {
				addLinks(a, siteLink(s))
			}
		}
		if comp == nil {
			continue
		}
		for _, kind := range []string{"run", "informer", "watch"} {
			if i := slices.IndexFunc(comp.Entries, func(e Entry) bool { return e.Kind == kind && dir(e.File) == d }); i >= 0 {
				addLinks(a, entryLink(comp.Entries[i]))
			}
		}
	}
	watchers := map[string]int{}
	if comp != nil {
		for _, e := range comp.Entries {
			if dirs[dir(e.File)] {
				watchers[e.Kind]++
			}
		}
	}
	part := fmt.Sprintf("%s creates Pods through %s (%d site(s)); in the same packages %d informer handler(s) watch the objects", c, channel, len(sites), watchers["informer"])
	if n := watchers["watch"]; n > 0 {
		part += fmt.Sprintf(", and %d controller-runtime watch(es)", n)
	}
	return part
}

func entryLink(e Entry) Link {
	t := e.Name
	if e.Detail != "" {
		t += " (" + e.Detail + ")"
	}
	return locLink(t, e.Loc)
}

// byFile orders sites by how many a file has (most first), one per file.
func byFile(ss []Site) []Site {
	n := map[string]int{}
	first := map[string]Site{}
	var files []string
	for _, s := range ss {
		if n[s.File] == 0 {
			first[s.File] = s
			files = append(files, s.File)
		}
		n[s.File]++
	}
	sort.SliceStable(files, func(i, j int) bool { return n[files[i]] > n[files[j]] })
	out := make([]Site, 0, len(files))
	for _, f := range files {
		out = append(out, first[f])
	}
	return out
}

func dir(file string) string {
	if i := strings.LastIndex(file, "/"); i >= 0 {
		return file[:i]
	}
	return ""
}

func (b *builder) runtime() Answer {
	a := Answer{Question: QRuntime, Links: []Link{}}
	libvirt := b.channelsWhere(func(api string) bool { return strings.Contains(api, "libvirt") })
	var parts []string
	runners := map[string]bool{}
	for _, name := range libvirt {
		ch := b.channel(name)
		if ch == nil {
			continue
		}
		m, comps := byComponent(ch.Sites)
		for _, c := range comps {
			runners[c] = true
			parts = append(parts, fmt.Sprintf("%s drives libvirt through %s (%d site(s) in %d file(s))", c, name, len(m[c]), len(byFile(m[c]))))
			if comp := b.component(c); comp != nil {
				for _, e := range comp.Entries {
					if e.Kind == "main" {
						addLinks(&a, locLink(c+" main", e.Loc))
					}
				}
			}
			for i, s := range byFile(m[c]) {
				if i < 3 {
					addLinks(&a, siteLink(s))
				}
			}
		}
	}
	// The node agent: whoever uses the other channels (not Pod creation,
	// not libvirt itself, not an API client, which reaches the API server)
	// hands work to the runtime.
	skip := map[string]bool{}
	for _, n := range slices.Concat(libvirt, b.podChannels(), b.apiClientChannels()) {
		skip[n] = true
	}
	for _, ch := range b.m.Channels {
		if skip[ch.Name] {
			continue
		}
		m, comps := byComponent(ch.Sites)
		for _, c := range comps {
			if c == policy.Shared || runners[c] {
				continue
			}
			doc := ""
			if ch.Doc != "" {
				doc = " (" + ch.Doc + ")"
			}
			parts = append(parts, fmt.Sprintf("%s hands work to it through %s%s (%d site(s) in %d file(s))", c, ch.Name, doc, len(m[c]), len(byFile(m[c]))))
			for i, s := range byFile(m[c]) {
				if i < 2 {
					addLinks(&a, siteLink(s))
				}
			}
		}
	}
	if len(parts) == 0 {
		a.Answer = "No libvirt channel is used in the analysed packages."
		return a
	}
	a.Answer = strings.Join(parts, "; ") + "."
	return a
}

// networkCategories are the primitive categories about networking (their
// policy name says so: netlink, network, …).
func (b *builder) networkCategories() []*Category {
	var out []*Category
	for i := range b.m.Primitives {
		if strings.Contains(b.m.Primitives[i].Name, "net") {
			out = append(out, &b.m.Primitives[i])
		}
	}
	return out
}

func (b *builder) network() Answer {
	a := Answer{Question: QNetwork, Links: []Link{}}
	var parts []string
	for _, c := range b.networkCategories() {
		var who []string
		shared := 0
		// The components first, then the shared code that sets the
		// network up through the wrappers, then the wrappers themselves.
		for _, r := range c.Reached {
			if r.Package == "" {
				who = append(who, r.Component)
				addLinks(&a, siteLink(r.Site))
			}
		}
		for _, r := range c.Reached {
			if r.Package != "" {
				shared++
				addLinks(&a, siteLink(r.Site))
			}
		}
		// Setup code often calls the wrappers through interfaces, which no
		// chain follows; the packages importing a wrapper are that code.
		for i, s := range c.Importers {
			if i < 4 {
				addLinks(&a, locLink(dir(s.File)+" imports "+s.Note, s.Loc))
			}
		}
		for i, e := range c.Entries {
			if i < 2 {
				addLinks(&a, locLink(e.Func, e))
			}
		}
		if len(who)+shared+len(c.Importers) > 0 {
			parts = append(parts, fmt.Sprintf("%s primitives (%d raw site(s), %d wrapper entry point(s)) are reached by %s and by %d shared package(s) outside the wrappers; %d package(s) import the wrappers",
				c.Name, len(c.Raw), len(c.Entries), orNone(who), shared, len(c.Importers)))
		}
	}
	if len(parts) == 0 {
		a.Answer = "No networking primitive is reached in the analysed packages."
		return a
	}
	a.Answer = strings.Join(parts, "; ") + "; the links lead from the components' code through the shared setup code to the wrappers."
	return a
}

func orNone(ss []string) string {
	if len(ss) == 0 {
		return "no component directly"
	}
	return strings.Join(ss, ", ")
}

func (b *builder) migrationAnswer() Answer {
	a := Answer{Question: QMigration, Links: []Link{}}
	mg := b.m.Migration
	var parts []string
	if len(mg.TargetPods) > 0 {
		_, comps := byComponent(mg.TargetPods)
		parts = append(parts, "control plane: "+strings.Join(comps, ", ")+" creates the target Pod")
		for _, s := range mg.TargetPods {
			addLinks(&a, siteLink(s))
		}
	}
	for _, lc := range mg.Lifecycles {
		sides := map[string]bool{}
		for _, s := range append(append([]Site{}, lc.Starts...), lc.Stops...) {
			if s.Side != "" {
				sides[s.Side+" side in "+s.Component] = true
			}
		}
		if len(lc.Starts)+len(lc.Stops) == 0 {
			continue
		}
		desc := fmt.Sprintf("data plane: lifecycle %s is started at %d site(s) and stopped at %d", lc.Name, len(lc.Starts), len(lc.Stops))
		if len(sides) > 0 {
			desc += " (" + strings.Join(slices.Sorted(maps.Keys(sides)), ", ") + ")"
		}
		parts = append(parts, desc)
		if lc.StartDecl != nil {
			addLinks(&a, locLink(lc.Start, *lc.StartDecl))
		}
		for _, s := range lc.Starts {
			addLinks(&a, siteLink(s))
		}
		for _, s := range lc.Stops {
			addLinks(&a, siteLink(s))
		}
	}
	writers := map[string]bool{}
	for _, mi := range mg.Mirrors {
		for _, half := range mi.Writers {
			for _, s := range half {
				writers[s.Component] = true
			}
		}
	}
	if len(writers) > 0 {
		parts = append(parts, "mirrored migration state is written by "+strings.Join(slices.Sorted(maps.Keys(writers)), ", "))
	}
	if len(parts) == 0 {
		a.Answer = "No migration site was found in the analysed packages."
		return a
	}
	a.Answer = strings.Join(parts, "; ") + "."
	return a
}

func (b *builder) kernel() Answer {
	a := Answer{Question: QKernel, Links: []Link{}}
	var parts []string
	cats := append([]Category(nil), b.m.Primitives...)
	sort.SliceStable(cats, func(i, j int) bool { return len(cats[i].Raw) > len(cats[j].Raw) })
	for _, c := range cats {
		if len(c.Raw) == 0 && len(c.Reached) == 0 {
			continue
		}
		outside := 0
		for _, s := range c.Raw {
			if s.Note != sites.NoteWrapper {
				outside++
			}
		}
		parts = append(parts, fmt.Sprintf("%s: %d raw site(s), %d outside its wrappers", c.Name, len(c.Raw), outside))
	}
	// Links: the raw sites outside wrappers first (where to look twice),
	// then one wrapper entry point per category.
	for _, c := range cats {
		for _, s := range c.Raw {
			if s.Note != sites.NoteWrapper {
				addLinks(&a, siteLink(s))
				break
			}
		}
	}
	for _, c := range cats {
		if len(c.Entries) > 0 {
			addLinks(&a, locLink(c.Entries[0].Func, c.Entries[0]))
		}
	}
	if len(parts) == 0 {
		a.Answer = "No host primitive is used in the analysed packages."
		return a
	}
	a.Answer = strings.Join(parts, "; ") + "."
	return a
}
