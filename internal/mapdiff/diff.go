package mapdiff

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/readmap"
)

// record is one fact of a map with its identity: what it is about, never
// where it is.
type record struct {
	added, removed Kind
	id             string
	c              Change
}

// Diff lists what changed from base to head, sorted by component, kind,
// subject and function.
func Diff(base, head *readmap.Map) []Change {
	sup := suppressed(head)
	if base.Suppressions == nil {
		// A base map saved by a kvlint that did not list suppressions:
		// every directive of the head would read as new. Compare none.
		head = withoutSuppressions(head)
	}
	b, h := index(records(base)), index(records(head))
	var out []Change
	for id, r := range h {
		if _, ok := b[id]; !ok {
			c := r.c
			c.Kind = r.added
			out = append(out, c)
		}
	}
	for id, r := range b {
		if _, ok := h[id]; !ok && r.removed != "" {
			c := r.c
			c.Kind = r.removed
			out = append(out, c)
		}
	}
	out = append(out, violationChanges(b, h, sup)...)
	sortChanges(out)
	return out
}

// violationChanges are the records in both maps whose finding came or
// went while the code stayed: the policy now allows what it reported (an
// owner or exemption added, under -base=REF where each tree is judged by
// its own policy) or forbids what it allowed, or the check changed. A
// finding a directive now suppresses is that suppression's change
// (suppressed: component, function and code of head's suppressions), not
// this one. An import edge counts a component's imports of another, so a
// suppression on one import declaration does not stand for it: both show.
func violationChanges(b, h map[string]record, suppressed map[string]bool) []Change {
	var out []Change
	for id, r := range h {
		br, ok := b[id]
		if !ok {
			continue
		}
		switch was, is := br.c.Violation, r.c.Violation; {
		case was == "" && is != "":
			c := r.c
			c.Kind = ViolationAdded
			out = append(out, c)
		case was != "" && is == "" && !suppressed[suppressionKey(r.c.Component, r.c.Func, was)]:
			c := br.c // at the base's place, as every dropped-* change
			c.Kind, c.Violation = ViolationRemoved, ""
			c.Detail = strings.TrimPrefix(c.Detail+"; ", "; ") + was + " no longer reported"
			out = append(out, c)
		}
	}
	return out
}

// suppressed indexes m's suppressions by component, function and code.
func suppressed(m *readmap.Map) map[string]bool {
	out := map[string]bool{}
	for _, s := range m.Suppressions {
		out[suppressionKey(s.Component, s.Func, s.Code)] = true
	}
	return out
}

func suppressionKey(comp, fn, code string) string { return comp + "\x00" + fn + "\x00" + code }

// index keeps, per identity, the first record by position: a function that
// writes a field on three lines is one writer, shown at its first line.
func index(rs []record) map[string]record {
	out := map[string]record{}
	for _, r := range rs {
		o, ok := out[r.id]
		if !ok {
			out[r.id] = r
			continue
		}
		code := cmp.Or(o.c.Violation, r.c.Violation)
		if lessPos(r.c, o.c) {
			o = r
		}
		o.c.Violation = cmp.Or(o.c.Violation, code)
		out[r.id] = o
	}
	return out
}

func lessPos(a, b Change) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	return a.Line < b.Line
}

// sorted is a sorted copy of cs.
func sorted(cs []Change) []Change {
	cs = slices.Clone(cs)
	sortChanges(cs)
	return cs
}

func sortChanges(cs []Change) {
	rank := map[Kind]int{}
	for i, k := range Kinds() {
		rank[k] = i
	}
	slices.SortFunc(cs, func(a, b Change) int {
		return cmp.Or(
			cmp.Compare(a.Component, b.Component),
			cmp.Compare(rank[a.Kind], rank[b.Kind]),
			cmp.Compare(a.Subject, b.Subject),
			cmp.Compare(a.Package, b.Package),
			cmp.Compare(a.Func, b.Func),
			cmp.Compare(a.Side, b.Side),
			cmp.Compare(a.File, b.File),
			cmp.Compare(a.Line, b.Line),
		)
	})
}

// fromSite fills a change from a map site.
func fromSite(s readmap.Site, subject string) Change {
	return Change{
		Component: s.Component, Subject: subject, Func: s.Func, Side: s.Side,
		File: s.File, Line: s.Line, URL: s.URL, API: s.API,
		Chain: s.Chain, Witness: s.Witness, Violation: s.Violation,
	}
}

// siteID is a site's identity under a subject: component, function and
// side. A site outside any function (a package-level initialiser) is
// identified by its file, the best there is.
func siteID(kind, subject string, s readmap.Site) string {
	fn := s.Func
	if fn == "" {
		fn = "file " + s.File
	}
	return strings.Join([]string{kind, subject, s.Component, fn, s.Side}, "\x00")
}

func records(m *readmap.Map) []record {
	var rs []record
	rs = append(rs, statusRecords(m)...)
	rs = append(rs, primitiveRecords(m)...)
	rs = append(rs, edgeRecords(m)...)
	rs = append(rs, channelRecords(m)...)
	rs = append(rs, migrationRecords(m)...)
	rs = append(rs, keyRecords(m)...)
	rs = append(rs, passRecords(m)...)
	rs = append(rs, suppressionRecords(m)...)
	return rs
}

func statusRecords(m *readmap.Map) []record {
	var rs []record
	for _, st := range m.Status {
		for _, f := range st.Fields {
			subject := shortType(st.Type) + "." + f.Field
			if f.Value != "" {
				subject += "=" + f.Value
			}
			for _, s := range f.Writers {
				r := record{added: StatusWriterAdded, removed: StatusWriterRemoved, id: siteID("status", subject, s), c: fromSite(s, subject)}
				if len(f.Owners) > 0 {
					r.c.Detail = "owned by " + strings.Join(f.Owners, ", ")
					if foreign(s.Component, f.Owners) {
						r.added = ForeignStatusWriterAdded
					}
				}
				rs = append(rs, r)
			}
		}
	}
	return rs
}

// shortType drops the import path's directories, as the code spells the
// type: kubevirt.io/api/core/v1.VirtualMachineInstanceStatus is
// v1.VirtualMachineInstanceStatus.
func shortType(t string) string {
	return t[strings.LastIndex(t, "/")+1:]
}

// foreign reports whether a component writes a field others own. Shared
// code writes for whoever calls it: the map cannot say for whom.
func foreign(comp string, owners []string) bool {
	// An owner COMPONENT/NAME is one controller of the component
	// (statusfield.controllers): the component is an owner.
	return comp != "shared" && !slices.ContainsFunc(owners, func(o string) bool { return o == comp || strings.HasPrefix(o, comp+"/") })
}

func primitiveRecords(m *readmap.Map) []record {
	var rs []record
	for _, cat := range m.Primitives {
		for _, r := range cat.Reached {
			c := fromSite(r.Site, cat.Name)
			c.Component, c.Package = r.Component, r.Package
			if r.Allowed {
				c.Detail = "allowed by the policy"
			}
			id := strings.Join([]string{"primitive", cat.Name, r.Component, r.Package}, "\x00")
			rs = append(rs, record{added: PrimitiveReachAdded, removed: PrimitiveReachRemoved, id: id, c: c})
		}
	}
	return rs
}

func edgeRecords(m *readmap.Map) []record {
	var rs []record
	for _, e := range m.Edges {
		if e.Kind != "imports" {
			continue
		}
		c := Change{Component: e.From, Subject: e.To, Detail: fmt.Sprintf("%d imports", e.Count), edge: true}
		if e.Count == 1 {
			c.Detail = "1 import"
		}
		if e.Violations > 0 {
			c.Violation = e.Code
		}
		rs = append(rs, record{added: ImportEdgeAdded, removed: ImportEdgeRemoved, id: "imports\x00" + e.From + "\x00" + e.To, c: c})
	}
	return rs
}

func channelRecords(m *readmap.Map) []record {
	var rs []record
	for _, ch := range m.Channels {
		for _, s := range ch.Sites {
			rs = append(rs, record{added: ChannelUseAdded, removed: ChannelUseRemoved, id: siteID("channel", ch.Name, s), c: fromSite(s, ch.Name)})
		}
	}
	return rs
}

func migrationRecords(m *readmap.Map) []record {
	var rs []record
	for _, lc := range m.Migration.Lifecycles {
		for _, end := range []struct {
			what  string
			fn    string
			sites []readmap.Site
		}{{"start", lc.Start, lc.Starts}, {"stop", lc.Stop, lc.Stops}} {
			subject := lc.Name + " " + end.what + " " + end.fn
			for _, s := range end.sites {
				rs = append(rs, record{added: MigrationSiteAdded, removed: MigrationSiteRemoved, id: siteID("migration", subject, s), c: fromSite(s, subject)})
			}
		}
	}
	return rs
}

// keyRecords are the uses of handoff key constants, writes and reads.
func keyRecords(m *readmap.Map) []record {
	var rs []record
	for _, k := range m.Keys {
		for _, use := range []struct {
			what  string
			sites []readmap.Site
		}{{"write", k.Writers}, {"read", k.Readers}} {
			for _, s := range use.sites {
				c := fromSite(s, shortType(k.Name))
				c.Detail, c.API = use.what+"s: "+s.Note, ""
				rs = append(rs, record{added: KeyUseAdded, removed: KeyUseRemoved, id: siteID("key "+use.what, shortType(k.Name), s), c: c})
			}
		}
		rs = append(rs, keyLiteralRecords(k)...)
	}
	return rs
}

// keyLiteralRecords are the keys typed by hand as string literals, one
// per key and function.
func keyLiteralRecords(k readmap.Key) []record {
	var rs []record
	for _, s := range k.Literals {
		c := fromSite(s, shortType(k.Name))
		c.Detail, c.API = "typed as "+s.API, ""
		rs = append(rs, record{added: KeyLiteralAdded, removed: KeyLiteralRemoved, id: siteID("key literal", shortType(k.Name), s), c: c})
	}
	return rs
}

// passRecords are the records of the passes the map has no section for
// (readmap.PassRecords): a new pass shows in the diff as it shows in the
// map, with no code here for it. A record's identity is its pass, kind,
// key, component, function and side.
func passRecords(m *readmap.Map) []record {
	var rs []record
	for _, pr := range m.Passes {
		for _, r := range pr.Records {
			subject := pr.Pass + ": " + r.Kind + " " + r.Key
			rs = append(rs, record{added: PassRecordAdded, removed: PassRecordRemoved, id: siteID("pass", subject, r.Site), c: fromSite(r.Site, subject)})
		}
	}
	return rs
}

// suppressionRecords are the findings directives suppress: a change that
// switches a check off where its finding stands shows as a new suppression,
// whatever else it moves. A suppression's identity is its code, the
// finding's subject, component and function; a new reason for the same
// suppression is no change.
func suppressionRecords(m *readmap.Map) []record {
	var rs []record
	for _, s := range m.Suppressions {
		c := Change{Component: s.Component, Subject: s.Message, Func: s.Func, File: s.File, Line: s.Line, URL: s.URL,
			Detail: "reason: " + s.Reason, Violation: s.Code}
		// An import's subject names the two packages already: its
		// declaration (imports) needs no file.
		id := siteID("suppression", s.Code+" "+s.Subject, readmap.Site{Loc: s.Loc, Component: s.Component})
		rs = append(rs, record{added: SuppressionAdded, removed: SuppressionRemoved, id: id, c: c})
	}
	return rs
}

// withoutSuppressions is a shallow copy of m that lists no suppressions
// (nil, as a map that predates them reads).
func withoutSuppressions(m *readmap.Map) *readmap.Map {
	c := *m
	c.Suppressions = nil
	return &c
}
