package readmap

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/sites"
)

// Caps of the Markdown rendering (the JSON has everything).
const (
	mdEntries  = 30 // entry points per component
	mdCell     = 3  // functions per component in a table cell
	mdSites    = 12 // sites per list
	mdChainMax = 6  // links of a witness chain shown
)

// WriteMarkdown renders the map for people.
func WriteMarkdown(w io.Writer, m *Map, title string) error {
	bw := bufio.NewWriter(w)
	p := func(format string, a ...any) { fmt.Fprintf(bw, format, a...) }
	p("# %s\n\n", md(title))
	p("Measured from the code by `kvlint map` (schema `%s`): every file, function and line below comes from one analysis run, not from the policy. The policy supplies only the names (components, channels, owners, categories) the code is read against.\n\n", Schema)

	p("## Where to start reading\n\n")
	for i, a := range m.Reading {
		p("%d. **%s** %s\n", i+1, md(a.Question), md(a.Answer))
		for _, l := range a.Links {
			p("   - %s\n", mdLink(l.Text, l.Loc))
		}
	}
	p("\n")

	writeComponents(p, m)
	writeChannels(p, m)
	writeKeys(p, m)
	writeStatus(p, m)
	writeMigration(p, m)
	writePrimitives(p, m)
	writeEdges(p, m)
	writeRecords(p, m)
	writeSuppressions(p, m)
	return bw.Flush()
}

type printer func(format string, a ...any)

func writeComponents(p printer, m *Map) {
	p("## Components and entry points\n\n")
	p("Entry points: `main`s; the packages of its own component a program's main package uses (at the first declaration it uses); the controller loops (functions and methods named Run, Execute, execute, sync, and controller-runtime reconcilers' Reconcile); informer event handlers; controller-runtime watches.\n\n")
	// The watches column only where an operator built on controller-runtime
	// has some: KubeVirt's controllers watch through informers.
	watches := slices.ContainsFunc(m.Components, func(c Component) bool {
		return slices.ContainsFunc(c.Entries, func(e Entry) bool { return e.Kind == "watch" })
	})
	head, rule := "", ""
	if watches {
		head, rule = " watches |", "---|"
	}
	p("| component | packages | mains | controller loops (Run, Execute, execute, sync, Reconcile) | informer handlers |%s\n|---|---|---|---|---|%s\n", head, rule)
	for _, c := range m.Components {
		n := map[string]int{}
		for _, e := range c.Entries {
			n[e.Kind]++
		}
		p("| %s | %d | %d | %d | %d |", md(c.Name), c.Packages, n["main"], n["run"], n["informer"])
		if watches {
			p(" %d |", n["watch"])
		}
		p("\n")
	}
	p("\n")
	for _, c := range m.Components {
		if len(c.Entries) == 0 {
			continue
		}
		p("### %s\n\n", md(c.Name))
		listed := map[string]int{}
		var uses []string
		for _, e := range c.Entries {
			if e.Kind == "uses" {
				uses = append(uses, mdLink(e.Name, e.Loc))
			}
		}
		if len(uses) > 0 {
			p("- the program uses: %s\n", strings.Join(uses, ", "))
		}
		for _, e := range c.Entries {
			if e.Kind == "uses" {
				continue
			}
			if e.Kind == "informer" || e.Kind == "watch" {
				if listed[e.Kind]++; listed[e.Kind] > mdEntries {
					continue
				}
			}
			detail := ""
			if e.Detail != "" {
				detail = " — " + md(e.Detail)
			}
			p("- %s %s%s\n", e.Kind, mdLink(e.Name, e.Loc), detail)
		}
		if n := listed["informer"]; n > mdEntries {
			p("- … and %d more informer handlers (JSON output lists all)\n", n-mdEntries)
		}
		if n := listed["watch"]; n > mdEntries {
			p("- … and %d more watches (JSON output lists all)\n", n-mdEntries)
		}
		p("\n")
	}
}

// siteText renders one site: a link to it, the chain when it is reached
// through calls, and the check code when kvlint reports it.
func siteText(s Site) string {
	out := mdLink(siteName(s), s.Loc)
	if len(s.Chain) > 0 {
		ch := s.Chain
		more := ""
		if len(ch) > mdChainMax {
			ch, more = ch[:mdChainMax], " → …"
		}
		out += " via " + mdCode(strings.Join(ch, " → ")) + more
	} else if s.API != "" {
		out += " " + mdCode(s.API)
	}
	if s.Note != "" {
		out += " (" + md(s.Note) + ")"
	}
	if s.Violation != "" {
		out += " **" + md(s.Violation) + "**"
	}
	return out
}

// siteName names a site by its function, or by file:line at package level.
func siteName(s Site) string {
	if s.Func == "" {
		return s.File + ":" + itoa(s.Line)
	}
	return s.Func
}

// cell renders sites grouped by component, up to mdCell each.
func cell(ss []Site) string {
	if len(ss) == 0 {
		return "—"
	}
	by, comps := byComponent(ss)
	var parts []string
	for _, c := range comps {
		var fs []string
		for i, s := range by[c] {
			if i == mdCell {
				fs = append(fs, fmt.Sprintf("+%d more", len(by[c])-mdCell))
				break
			}
			t := mdLink(siteName(s), s.Loc)
			if s.Violation != "" {
				t += " **" + md(s.Violation) + "**"
			}
			fs = append(fs, t)
		}
		parts = append(parts, "**"+md(c)+"**: "+strings.Join(fs, ", "))
	}
	return strings.Join(parts, "<br>")
}

func list(p printer, ss []Site) {
	capped(p, len(ss), func(i int) { p("- %s: %s\n", md(ss[i].Component), siteText(ss[i])) })
}

// capped prints the first mdSites of n list items and how many it left out.
func capped(p printer, n int, item func(i int)) {
	for i := range min(n, mdSites) {
		item(i)
	}
	if n > mdSites {
		p("- … and %d more (JSON output lists all)\n", n-mdSites)
	}
}

func codeList(ss []string) string { return joinEach(ss, mdCode, "none") }

func names(ss []string) string { return joinEach(ss, md, "nobody") }

// joinEach renders each string with f and joins them, or says empty.
func joinEach(ss []string, f func(string) string, empty string) string {
	if len(ss) == 0 {
		return empty
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = f(s)
	}
	return strings.Join(out, ", ")
}

func writeChannels(p printer, m *Map) {
	p("## Handoffs\n\n")
	for _, ch := range m.Channels {
		doc := ""
		if ch.Doc != "" {
			doc = ": " + md(ch.Doc)
		}
		p("### Channel %s%s\n\n", md(ch.Name), doc)
		p("APIs %s; may be used by %s.\n\n", codeList(ch.APIs), names(ch.Allowed))
		if len(ch.Sites) == 0 {
			p("No use in the analysed packages.\n\n")
			continue
		}
		by, comps := byComponent(ch.Sites)
		for _, c := range comps {
			p("**%s** (%d):\n\n", md(c), len(by[c]))
			list(p, by[c])
			p("\n")
		}
	}
}

func writeKeys(p printer, m *Map) {
	if len(m.Keys) == 0 {
		return
	}
	// A key only typed by hand has no row: its literals follow the table.
	var used []Key
	for _, k := range m.Keys {
		if len(k.Writers)+len(k.Readers) > 0 {
			used = append(used, k)
		}
	}
	table(p, "### Handoff keys", "Writing a key sets it on an object (`m[key] = v` or a map literal of strings, a hand-typed merge patch's labels or annotations, `delete`, a call named Add…/Set…/Remove…); every other use reads it. One site per function.",
		[]string{"key", "writers", "readers"}, len(used), func(i int) []any {
			return []any{mdCode(used[i].Name), cell(used[i].Writers), cell(used[i].Readers)}
		})
	var typed []Site
	for _, k := range m.Keys {
		for _, s := range k.Literals {
			s.Note = k.Name
			typed = append(typed, s)
		}
	}
	if len(typed) > 0 {
		p("Typed by hand (a string literal where the key's constant belongs):\n\n")
		list(p, typed)
		p("\n")
	}
}

// table renders a titled table of n rows, each row's cells already
// rendered (strings) or counts.
func table(p printer, title, intro string, header []string, n int, row func(i int) []any) {
	p("%s\n\n%s\n\n| %s |\n|%s\n", title, intro, strings.Join(header, " | "), strings.Repeat("---|", len(header)))
	for i := range n {
		cells := row(i)
		p("|"+strings.Repeat(" %v |", len(cells))+"\n", cells...)
	}
	p("\n")
}

func writeStatus(p printer, m *Map) {
	if len(m.Status) == 0 {
		return
	}
	p("## Status: the dictionary of the code\n\n")
	p("Writers are the functions that write a field, directly or by calling shared code or another component's code (with the chain in the JSON); readers are direct reads, and for enum values comparisons and switch cases. Owners are the policy's.\n\n")
	for _, st := range m.Status {
		head := mdCode(st.Type)
		if st.Decl != nil {
			head += " (" + mdLink("declared", *st.Decl) + ")"
		}
		if st.Object != "" && st.ObjDecl != nil {
			head += ", the status of " + mdLink(st.Object, *st.ObjDecl)
		}
		p("### %s\n\n", head)
		var odd []string
		p("| field | owners (policy) | writers (code) | readers (code) |\n|---|---|---|---|\n")
		for _, f := range st.Fields {
			name := md(f.Field)
			if f.Value != "" {
				name += " = " + md(f.Value)
			}
			if f.Removed {
				name += " (removed)"
			}
			if f.Note != "" {
				odd = append(odd, name+": "+f.Note)
				name += " *(" + md(f.Note) + ")*"
			}
			p("| %s | %s | %s | %s |\n", name, names(f.Owners), cell(f.Writers), cell(f.Readers))
		}
		p("\n")
		if len(odd) > 0 {
			p("Called out: %s.\n\n", strings.Join(odd, "; "))
		}
	}
}

func writeMigration(p printer, m *Map) {
	mg := m.Migration
	if len(mg.Lifecycles)+len(mg.Mirrors)+len(mg.Signals)+len(mg.TargetPods) == 0 {
		return
	}
	p("## Migration, read vertically\n\n")
	if len(mg.TargetPods) > 0 {
		p("### Target Pod creation\n\n")
		list(p, mg.TargetPods)
		p("\n")
	}
	for _, lc := range mg.Lifecycles {
		start, stop := mdCode(lc.Start), mdCode(lc.Stop)
		if lc.StartDecl != nil {
			start = mdLink(lc.Start, *lc.StartDecl)
		}
		if lc.StopDecl != nil {
			stop = mdLink(lc.Stop, *lc.StopDecl)
		}
		p("### Lifecycle %s\n\nStarted by %s, stopped by %s.\n\n", md(lc.Name), start, stop)
		p("| side | starts | stops |\n|---|---|---|\n")
		for _, side := range sidesOf(lc.Starts, lc.Stops) {
			p("| %s | %s | %s |\n", md(sideName(side)), sideCell(lc.Starts, side), sideCell(lc.Stops, side))
		}
		p("\n")
	}
	if len(mg.Mirrors) > 0 {
		p("### Mirrors\n\n| mirror | field | writers | twin | writers |\n|---|---|---|---|---|\n")
		for _, mi := range mg.Mirrors {
			p("| %s | %s | %s | %s | %s |\n", md(mi.Name), mdCode(mi.Pair[0]), cell(mi.Writers[0]), mdCode(mi.Pair[1]), cell(mi.Writers[1]))
		}
		p("\n")
	}
	if len(mg.Signals) > 0 {
		p("### Signals\n\n| signal | source side reads | target side reads |\n|---|---|---|\n")
		for _, sg := range mg.Signals {
			p("| %s | %s | %s |\n", mdCode(sg.Field), sideCell(sg.Readers, "source"), sideCell(sg.Readers, "target"))
		}
		p("\n")
	}
}

func sidesOf(lists ...[]Site) []string {
	set := map[string]bool{}
	for _, l := range lists {
		for _, s := range l {
			set[s.Side] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func sideName(s string) string {
	if s == "" {
		return "no side"
	}
	return s
}

func sideCell(ss []Site, side string) string {
	var out []Site
	for _, s := range ss {
		if s.Side == side {
			out = append(out, s)
		}
	}
	return cell(out)
}

func writePrimitives(p printer, m *Map) {
	if len(m.Primitives) == 0 {
		return
	}
	p("## Host primitives\n\n")
	for _, c := range m.Primitives {
		p("### %s\n\nMay be reached by %s; wrappers %s.\n\n", md(c.Name), names(c.Allowed), codeList(c.Wrappers))
		var in, out []Site
		for _, s := range c.Raw {
			if s.Note == sites.NoteWrapper {
				in = append(in, s)
			} else {
				out = append(out, s)
			}
		}
		if len(out) > 0 {
			p("Raw call sites outside the wrappers:\n\n")
			list(p, out)
			p("\n")
		}
		if len(in) > 0 {
			p("Raw call sites in the wrappers: %d.\n\n", len(in))
		}
		if len(c.Entries) > 0 {
			p("Wrapper entry points:\n\n")
			capped(p, len(c.Entries), func(i int) { p("- %s\n", mdLink(c.Entries[i].Func, c.Entries[i])) })
			p("\n")
		}
		if len(c.Reached) > 0 {
			p("Reached by:\n\n")
			shared := 0
			for _, r := range c.Reached {
				if r.Package != "" {
					if shared++; shared > mdSites {
						continue
					}
				}
				verdict := "allowed"
				switch {
				case r.Package != "":
					verdict = "shared code outside the wrappers"
				case !r.Allowed:
					verdict = "**not allowed**"
				}
				who := md(r.Component)
				if r.Package != "" {
					who = mdCode(r.Package)
				}
				p("- %s (%s): %s\n", who, verdict, siteText(Site{Loc: r.Site.Loc, Chain: r.Site.Chain}))
				if r.Site.Witness != "" {
					p("  (performed at %s)\n", mdCode(r.Site.Witness))
				}
			}
			if shared > mdSites {
				p("- … and %d more shared packages (JSON output lists all)\n", shared-mdSites)
			}
			p("\n")
		}
		if len(c.Importers) > 0 {
			p("Imported outside the wrappers by:\n\n")
			capped(p, len(c.Importers), func(i int) {
				s := c.Importers[i]
				p("- %s: %s imports %s\n", md(s.Component), mdLink(dir(s.File), s.Loc), mdCode(s.Note))
			})
			p("\n")
		}
		if len(c.Raw)+len(c.Entries)+len(c.Reached)+len(c.Importers) == 0 {
			p("Not used in the analysed packages.\n\n")
		}
	}
}

func writeEdges(p printer, m *Map) {
	if len(m.Edges) == 0 {
		return
	}
	table(p, "## Component handoff graph", "Imports: package pairs; channel: use sites; keys and status: keys or fields one component writes and the other reads. Violations are findings of kvlint on those sites.",
		[]string{"from", "to", "kind", "count", "violations"}, len(m.Edges), func(i int) []any {
			e := m.Edges[i]
			return []any{md(e.From), md(e.To), md(e.Label), e.Count, e.Violations}
		})
}
