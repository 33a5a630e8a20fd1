package readmap

import (
	"sort"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/sites"
)

// Notes on status rows.
const (
	ReadNotWritten = "read but never written"
	WrittenNotRead = "written but never read"
)

// statusKey is a status effect key split: the owned type, the row (field
// path as listed in the policy, else the top-level field), an enum value,
// and whether the value's element is removed from its list rather than set.
type statusKey struct {
	typ, row, value string
	removed         bool
}

// parseStatusKey splits "pkg.Type.Path[=CONST]", "pkg.Type.Path=-CONST" (a
// removal) or "pkg.Type.Path{}" by the
// longest owned type it starts with; rows are the longest policy-listed
// prefix of Path, else its first field.
func parseStatusKey(types []*sites.Decl, key string) (statusKey, bool) {
	var best *sites.Decl
	for _, t := range types {
		if strings.HasPrefix(key, t.Name+".") && (best == nil || len(t.Name) > len(best.Name)) {
			best = t
		}
	}
	if best == nil {
		return statusKey{}, false
	}
	rest := strings.TrimSuffix(key[len(best.Name)+1:], "{}")
	path, value, _ := strings.Cut(rest, "=")
	value, removed := strings.CutPrefix(value, "-")
	row := ""
	for l := range best.Owners.Fields {
		if (path == l || strings.HasPrefix(path, l+".")) && len(l) > len(row) {
			row = l
		}
	}
	for l := range best.Owners.Values {
		if (path == l || strings.HasPrefix(path, l+".")) && len(l) > len(row) {
			row = l
		}
	}
	if row == "" {
		row, _, _ = strings.Cut(path, ".")
	}
	if row != path {
		value, removed = "", false // a value of a nested field is not this row's value
	}
	return statusKey{best.Name, row, value, removed}, true
}

// statusRows collects the rows of the status table while the sites are
// read: one per field and one per enum value of it.
type statusRows struct {
	rows map[statusKey]*Field
	// opaque marks enum fields written with a value that is not a
	// constant: such a write may set any value.
	opaque map[statusKey]bool
}

// row returns the row of k, made empty on first use.
func (r *statusRows) row(k statusKey) *Field {
	f := r.rows[k]
	if f == nil {
		f = &Field{Field: k.row, Value: k.value, Removed: k.removed, Uses: newUses()}
		r.rows[k] = f
	}
	return f
}

func (b *builder) status() {
	b.m.Status = []Status{}
	r := &statusRows{rows: map[statusKey]*Field{}, opaque: map[statusKey]bool{}}
	types := sites.Of(b.view, sites.TopicStatus)
	b.statusWrites(r, types)
	decls := b.statusReads(r, types)
	for _, t := range types {
		b.m.Status = append(b.m.Status, b.statusOf(r, t, decls[t.Name]))
	}
}

// statusWrites adds the status write sites to their rows: the field's
// and, for a constant enum value, the value's.
func (b *builder) statusWrites(r *statusRows, types []*sites.Decl) {
	b.each(sites.TopicStatus, func(pd *pkgData, pass string, s sites.Site) {
		k, ok := parseStatusKey(types, s.Key)
		if !ok {
			return
		}
		field := statusKey{typ: k.typ, row: k.row}
		if k.value == "" {
			r.opaque[field] = true
		}
		st := b.site(pd, pass, s)
		r.row(field).Writers = append(r.row(field).Writers, st)
		if k.value != "" {
			r.row(k).Writers = append(r.row(k).Writers, st)
		}
	})
}

// statusReads adds the read sites to their rows and returns, per owned
// type, the first package that declares it.
func (b *builder) statusReads(r *statusRows, types []*sites.Decl) map[string]*pkgData {
	decls := map[string]*pkgData{}
	for _, pd := range b.pkgs {
		if pd.facts == nil {
			continue
		}
		for t := range pd.facts.Owned {
			if decls[t] == nil {
				decls[t] = pd
			}
		}
		for _, s := range pd.facts.Reads {
			if b.excluded(pd, s.Pos) {
				continue
			}
			k, ok := parseStatusKey(types, s.Key)
			if !ok {
				continue
			}
			f := r.row(k)
			f.Readers = append(f.Readers, b.site(pd, "", s))
		}
	}
	return decls
}

// statusOf is the table of one owned type (declared in pd, nil when no
// analysed package declares it): every listed row, so a listed field
// nobody touches shows, and every row a site touched.
func (b *builder) statusOf(r *statusRows, t *sites.Decl, pd *pkgData) Status {
	st := Status{Type: t.Name, Fields: []Field{}}
	if pd != nil {
		named := pd.facts.Owned[t.Name]
		st.Decl = b.declLoc(pd, named.Obj().Pos())
		if obj := code.StatusObject(named); obj != nil {
			st.Object, st.ObjDecl = obj.Name(), b.declLoc(pd, obj.Pos())
		}
	}
	for l := range t.Owners.Fields {
		r.row(statusKey{typ: t.Name, row: l})
	}
	for l, vals := range t.Owners.Values {
		r.row(statusKey{typ: t.Name, row: l})
		for v := range vals {
			r.row(statusKey{typ: t.Name, row: l, value: v})
		}
	}
	var ks []statusKey
	for k := range r.rows {
		if k.typ == t.Name {
			ks = append(ks, k)
		}
	}
	sort.Slice(ks, func(i, j int) bool {
		if ks[i].row != ks[j].row {
			return ks[i].row < ks[j].row
		}
		if ks[i].value != ks[j].value {
			return ks[i].value < ks[j].value
		}
		return !ks[i].removed && ks[j].removed
	})
	for _, k := range ks {
		f := r.rows[k]
		f.Owners = nonNil(t.Owners.Of(k.row, k.value))
		if k.removed {
			cs, _ := t.Owners.RemovedBy(k.row, k.value)
			f.Owners = nonNil(cs)
		}
		f.onePerFunc()
		_, enum := t.Owners.Values[k.row]
		f.Note = r.note(k, f, enum && t.Owners.BelowField(k.row))
		st.Fields = append(st.Fields, *f)
	}
	return st
}

// note says what is odd about a row. An enum value is "never written"
// only when every write of its field is a constant; it is never called
// "never read", because a value read into a variable and compared later
// is not followed. Nor is a field of a list's elements (Conditions.Type),
// read through the variables that range over the list.
func (r *statusRows) note(k statusKey, f *Field, below bool) string {
	switch {
	case len(f.Writers) == 0 && len(f.Readers) > 0 && (k.value == "" || !r.opaque[statusKey{typ: k.typ, row: k.row}]):
		return ReadNotWritten
	case len(f.Writers) > 0 && len(f.Readers) == 0 && k.value == "" && !below:
		return WrittenNotRead
	}
	return ""
}
