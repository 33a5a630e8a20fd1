package statusfield

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/policy"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/stale"
)

// table is a TypeRule's ownership, which needs no Go types: it also
// checks effect keys imported from facts of packages that do not import the
// type.
type table struct {
	rule  *typeRule
	key   string // "import/path.TypeName", the prefix of every effect key
	short string // "v1.TypeName" for messages

	own code.Owners // who may write what: the one owner lookup (the map's too)
	// listed holds every path with an entry in fields or values, sorted,
	// but for a value path below a field that has owners of its own
	// (Conditions.Type below Conditions): a write of that field is judged
	// by its owners, and each value where it is set (elements.go).
	listed []string
}

func newTable(t *typeRule) *table {
	pkg, name, _ := splitType(t.Type)
	tb := &table{
		rule: t, key: t.Type, short: pkg[strings.LastIndex(pkg, "/")+1:] + "." + name,
		own: code.Owners{Default: names(t.Owners), Fields: map[string][]string{}, Values: map[string]map[string][]string{}},
	}
	for path, cs := range t.Fields {
		tb.own.Fields[path] = names(cs)
	}
	for path, vals := range t.Values {
		tb.own.Values[path] = map[string][]string{}
		for v, cs := range vals {
			tb.own.Values[path][v] = names(cs)
		}
		if _, dup := tb.own.Fields[path]; !dup && !tb.own.BelowField(path) {
			tb.listed = append(tb.listed, path)
		}
	}
	for p := range tb.own.Fields {
		tb.listed = append(tb.listed, p)
	}
	tb.own.Removers = map[string]map[string][]string{}
	for path, vals := range t.Removers {
		tb.own.Removers[path] = map[string][]string{}
		for v, cs := range vals {
			tb.own.Removers[path][v] = names(cs)
		}
	}
	sort.Strings(tb.listed)
	return tb
}

// owned is a table resolved against the Go types of one package's
// universe.
type owned struct {
	*table
	named *types.Named
	st    *types.Struct
	// elems are the values paths that run to a field of a list's elements
	// (elements.go), and values the type of each values path's field
	// (valueparams.go).
	elems  []elemValue
	values map[string]types.Type
}

// ownedTypes resolves the policy's types in the import graph of the
// package (see). A type whose package it does not (transitively) import
// cannot be written by it except through calls, which facts cover.
//
// An entry that names a type, field or constant the code lacks is reported
// through stale (KV0003) and skipped; the rest of the table still applies.
func ownedTypes(tables []*table, see sees, resolve resolveFunc) (map[*types.TypeName]*owned, []*owned, error) {
	if len(tables) == 0 {
		return nil, nil, nil
	}
	byObj := map[*types.TypeName]*owned{}
	var list []*owned
	for _, t := range tables {
		path, _, _ := splitType(t.key)
		p := see(path)
		if p == nil {
			continue
		}
		o, err := resolve(t, p)
		if err != nil {
			return nil, nil, err
		}
		if o == nil {
			continue
		}
		byObj[o.named.Obj()] = o
		list = append(list, o)
	}
	// list is in the policy's order: it decides which type an ambiguous
	// patch path is described against.
	return byObj, list, nil
}

// resolve checks a table against the type it names: the type exists and is
// a struct, every listed field path exists, every value names a constant of
// the field's type. A missing type makes the whole table stale (nil, nil);
// a missing field or constant makes its entry stale, and an entry for code
// that does not exist can never match, so the table is kept as it is.
// resolveFunc resolves a table's type in a package (resolve).
type resolveFunc func(tb *table, pkg *types.Package) (*owned, error)

// resolvedTypes keeps, for one decoded section in one run, the tables
// built from its types and what resolve answered for each table and
// package. Every package of the run resolves the same tables, usually in the
// same API package: checking every field and constant entry against it
// (constNames sorts the package's scope) once per package was most of
// ownedTypes' time. Neither a table nor an owned is changed once built, so
// packages share them; the stale entries resolve reports are the same for
// every package (the log keeps each once), so reporting them once changes
// nothing.
type resolvedTypes struct {
	once sync.Once
	tbls []*table

	res kvrun.Memo[resolveKey, resolution]
}

type resolveKey struct {
	tb  *table
	pkg *types.Package
}

type resolution struct {
	o   *owned
	err error
}

// tables returns the tables of cfg's types, built once.
func (r *resolvedTypes) tables(cfg *config) []*table {
	r.once.Do(func() {
		r.tbls = make([]*table, len(cfg.Types))
		for i, t := range cfg.Types {
			r.tbls[i] = newTable(t)
		}
	})
	return r.tbls
}

// resolve returns resolve with its answers kept, stale entries reported
// through stale the first time.
func (r *resolvedTypes) resolve(stale stale.Func) resolveFunc {
	return func(tb *table, pkg *types.Package) (*owned, error) {
		res := r.res.Get(resolveKey{tb, pkg}, func() resolution {
			o, err := resolve(tb, pkg, stale)
			return resolution{o, err}
		})
		return res.o, res.err
	}
}

func resolve(tb *table, pkg *types.Package, stale stale.Func) (*owned, error) {
	t := tb.rule
	_, name, _ := splitType(t.Type)
	obj, _ := pkg.Scope().Lookup(name).(*types.TypeName)
	if obj == nil {
		stale(t.Pos, "statusfield: type %s: package %s declares no type %s", t.Type, pkg.Path(), name)
		return nil, nil
	}
	named, _ := types.Unalias(obj.Type()).(*types.Named)
	st, _ := obj.Type().Underlying().(*types.Struct)
	if named == nil || st == nil {
		return nil, policy.Errorf(t.Pos, "statusfield: type %s is not a named struct type", t.Type)
	}
	for _, path := range slices.Sorted(maps.Keys(t.Fields)) {
		if _, err := fieldType(named, path); err != nil {
			stale(firstPos(t.Fields[path], t.Pos), "statusfield: type %s: fields.%s: %v", tb.short, path, err)
		}
	}
	o := &owned{table: tb, named: named, st: st, values: map[string]types.Type{}}
	for _, path := range slices.Sorted(maps.Keys(t.Values)) {
		vals := t.Values[path]
		pos := t.Pos
		for _, v := range slices.Sorted(maps.Keys(vals)) {
			pos = firstPos(vals[v], pos)
		}
		fs, err := code.FieldPath(named, strings.Split(path, "."))
		if err != nil {
			stale(pos, "statusfield: type %s: values.%s: %v", tb.short, path, err)
			continue
		}
		ev, isElem := elemValueOf(o, path, fs)
		if isElem {
			o.elems = append(o.elems, ev)
		} else if rs := t.Removers[path]; len(rs) > 0 {
			return nil, policy.Errorf(firstPos(rs[slices.Sorted(maps.Keys(rs))[0]], t.Pos),
				"statusfield: type %s: removers.%s: the field is not one of a list's elements (write a path through the list, like Conditions.Type)", tb.short, path)
		}
		ft := fs[len(fs)-1].Type()
		o.values[path] = ft
		known := code.ConstNames(ft)
		for _, v := range slices.Sorted(maps.Keys(vals)) {
			if !slices.Contains(known, v) {
				stale(firstPos(vals[v], pos), "statusfield: type %s: values.%s: %s is not a constant of type %s (known: %s)",
					tb.short, path, v, types.TypeString(ft, code.ShortQualifier), strings.Join(known, ", "))
			}
		}
	}
	return o, nil
}

// fieldType walks a dotted Go field path from t (code.FieldPath) and
// returns the type of the last field.
func fieldType(t types.Type, path string) (types.Type, error) {
	fs, err := code.FieldPath(t, strings.Split(path, "."))
	if err != nil {
		return nil, err
	}
	return fs[len(fs)-1].Type(), nil
}

func names(cs []component) []string {
	var out []string
	for _, c := range cs {
		if !slices.Contains(out, c.Name) {
			out = append(out, c.Name)
		}
	}
	sort.Strings(out)
	return out
}

// violation is one entry a write needs and the writer does not have.
type violation struct {
	t       *table
	written string // the path written
	path    string // the path whose owners refuse: the written one or one listed below it
	value   string // the constant, for a value write
	remove  bool   // the value is removed, not set
	owners  []string
	from    ast.Expr // where the value is written as a constant, when not at the write (key.from)
}

// check returns the entries that refuse w a write of path (with value
// when it is a constant write of an enum field). A write of a path writes
// everything below it, so entries listed below it must admit comp too —
// unless the write is shallow (an empty literal).
func (o *table) check(w writer, path, value string, shallow bool) []violation {
	var out []violation
	if value != "" {
		if vals, ok := o.own.Values[path]; ok {
			if cs, ok := vals[value]; ok {
				if !admits(cs, w) {
					out = append(out, violation{t: o, written: path, path: path, value: value, owners: cs})
				}
				return out
			}
		}
	}
	if cs := o.own.Of(path, ""); !admits(cs, w) {
		out = append(out, violation{t: o, written: path, path: path, owners: cs})
	}
	if shallow {
		return out
	}
	for _, l := range o.listed {
		if strings.HasPrefix(l, path+".") {
			if cs := o.own.Of(l, ""); !admits(cs, w) {
				out = append(out, violation{t: o, written: path, path: l, owners: cs})
			}
		}
	}
	return out
}

// checkRemove returns what refuses w removing the element whose field at
// path holds value (code.Owners.RemovedBy: its owners and its removers).
// An unlisted value is no one's: the write of the list is judged.
func (o *table) checkRemove(w writer, path, value string) []violation {
	cs, listed := o.own.RemovedBy(path, value)
	if !listed || admits(cs, w) {
		return nil
	}
	return []violation{{t: o, written: path, path: path, value: value, remove: true, owners: cs}}
}

// hasValues reports whether path is an enum field with per-value owners.
func (o *table) hasValues(path string) bool { _, ok := o.own.Values[path]; return ok }
