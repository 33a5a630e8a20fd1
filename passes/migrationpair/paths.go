package migrationpair

import (
	"go/types"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/policy"
	kvrun "github.com/kvlint/kvlint/internal/run"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/stale"
)

// step is one field selection: field Name of a value of the named type Owner.
// Types are compared as "pkg/path.Type" strings, so the same type seen through
// export data and through source, or vendored, compares equal. Typ is the key
// of the field's own type (through pointers and containers), "" when unnamed.
type step struct{ Owner, Name, Typ string }

// chain is a field access as written: the type of the expression it starts
// from and the fields selected below it, outermost last. Embedded structs are
// folded away, so vmi.ObjectMeta.UID and vmi.UID are one chain.
type chain struct {
	Base  string
	Steps []step
}

// fpath is a configured field path resolved against the type information of
// the package under analysis.
type fpath struct {
	Root  string // key of the type the path starts from
	Steps []step
	Key   string // stable identity, used in fact keys: Root + "." + dotted
	Short string // for messages: TypeName.Dotted.Path
}

// relate says how an access at c meets path p: under means c is p or a field
// below it; above means c is a struct that contains p. A chain meets a path
// where its visible fields agree with the path: a chain that starts at a
// local variable is aligned anywhere on the path (its root's type decides),
// a chain whose visible fields go above the path's root must pass through it.
func relate(c chain, p *fpath) (under, above bool) {
	if len(c.Steps) == 0 {
		if c.Base == "" {
			return false, false
		}
		for _, s := range p.Steps {
			if s.Owner == c.Base {
				return false, true
			}
		}
		return false, false
	}
	// A chain that ends exactly at the path's root type writes it whole.
	for k, s := range c.Steps {
		if s.Typ == p.Root && k == len(c.Steps)-1 {
			above = true
		}
	}
	try := func(i, d int) (bool, bool) {
		for i < len(c.Steps) && d < len(p.Steps) {
			if c.Steps[i] != p.Steps[d] {
				return false, false
			}
			i++
			d++
		}
		if d == len(p.Steps) {
			return true, false
		}
		return false, true
	}
	for d := range p.Steps {
		if u, a := try(0, d); u || a {
			return u, a
		}
	}
	for i := 1; i < len(c.Steps); i++ {
		if u, a := try(i, 0); u || a {
			return u, a
		}
	}
	// A chain through a field of the code's own struct that holds a value
	// of one of the path's types (a helper's ms *MigrationState): aligned
	// where that type's fields start on the path, as a local of that type
	// is. A struct of the API's own package holding it is another object
	// (the migration object's status holds a migration state too).
	for i := 1; i < len(c.Steps); i++ {
		for d := 1; d < len(p.Steps); d++ {
			if c.Steps[i-1].Typ != p.Steps[d].Owner || pkgOfKey(c.Steps[i-1].Owner) == pkgOfKey(p.Root) {
				continue
			}
			if u, a := try(i, d); u || a {
				return u, a
			}
		}
	}
	return false, above
}

// pkgOfKey is the package path of a type key ("pkg/path.Type").
func pkgOfKey(k string) string {
	if i := strings.LastIndexByte(k, '.'); i >= 0 {
		return k[:i]
	}
	return k
}

// typeKey returns the key of the named type t stands for, looking through
// pointers, slices, arrays and maps (a field reached through an index is
// below the container), or "".
func typeKey(t types.Type) string {
	if o := keyType(t); o != nil {
		return nameKey(o)
	}
	return ""
}

// nameKey spells the key of type name o, "pkg/path.Type" (typeName.Key).
func nameKey(o *types.TypeName) string { return selector.PkgPath(o.Pkg()) + "." + o.Name() }

// keyType is the type name typeKey spells (the origin of a generic
// instance), or nil.
func keyType(t types.Type) *types.TypeName {
	n, ok := derefNamed(t)
	if !ok {
		return nil
	}
	if o := n.Origin().Obj(); o.Pkg() != nil {
		return o
	}
	return nil
}

// resolver finds configured types in the package's import graph and resolves
// field paths, once per package.
type resolver struct {
	pkg   *types.Package
	types map[[2]string]*types.Named // by package path and name; nil entry: not reachable
	stale stale.Func
	memo  *pathMemo // nil: none
	// pkgOf returns the package of an import path the package sees (it or
	// a transitive import), or nil; the run answers it for the paths the
	// section names (kvrun.Sight).
	pkgOf func(path string) *types.Package
}

func newResolver(pkg *types.Package, see func(path string) *types.Package, stale stale.Func) *resolver {
	return &resolver{pkg: pkg, types: map[[2]string]*types.Named{}, stale: stale, pkgOf: see}
}

// pathMemo keeps, for one decoded section in one run, what resolve made
// of each configured field path below each type: every package that can
// see the type resolves the same paths to the same steps, keys and stale
// entries. An fpath is never changed once built, so packages share it; the
// stale entries are the same for every package (the run's log keeps each
// once), so reporting them once changes nothing.
type pathMemo = kvrun.Memo[pathKey, *fpath] // nil *fpath: the path is stale

// pathKey names one configured path (its names' backing array, shared by
// every copy of the configuration) below one type.
type pathKey struct {
	root  *types.Named
	tn    typeName
	names *string
	n     int
	pos   policy.Pos
}

// lookup returns the named type tn if the package can see it (it or any of
// its transitive imports declares it); a package that cannot see a type
// cannot write or read its fields.
func (r *resolver) lookup(tn typeName) *types.Named {
	key := [2]string{tn.Pkg, tn.Name}
	if n, ok := r.types[key]; ok {
		return n
	}
	var found *types.Named
	if p := r.pkgOf(tn.Pkg); p != nil {
		if tobj, ok := p.Scope().Lookup(tn.Name).(*types.TypeName); ok {
			found, _ = types.Unalias(tobj.Type()).(*types.Named)
		}
	}
	r.types[key] = found
	return found
}

// resolve resolves path below type tn. It returns nil, nil when the type is
// not visible from this package, and when the path names a field the type
// does not have: that entry is stale (KV0003), reported and skipped, so a
// policy written for another release of the code never switches the pass
// off.
func (r *resolver) resolve(tn typeName, fp fieldPath) (*fpath, error) {
	root := r.lookup(tn)
	if root == nil {
		return nil, nil
	}
	if r.memo == nil || len(fp.Names) == 0 {
		return r.resolveBelow(root, tn, fp), nil
	}
	k := pathKey{root, tn, &fp.Names[0], len(fp.Names), fp.Pos}
	return r.memo.Get(k, func() *fpath { return r.resolveBelow(root, tn, fp) }), nil
}

// resolveBelow resolves path fp below root, the type tn names.
func (r *resolver) resolveBelow(root *types.Named, tn typeName, fp fieldPath) *fpath {
	fields, err := code.FieldPath(root, fp.Names)
	if err != nil {
		r.stale(fp.Pos, "migration: %s: %v", fp, err)
		return nil
	}
	out := &fpath{Root: tn.Key(), Key: tn.Key() + "." + fp.String(), Short: tn.Name + "." + fp.String()}
	curKey := tn.Key()
	for _, v := range fields {
		s := step{Owner: curKey, Name: v.Name(), Typ: typeKey(v.Type())}
		out.Steps = append(out.Steps, s)
		curKey = s.Typ
	}
	return out
}

// derefNamed looks through pointers, slices, arrays and maps for a named
// type, and stops at the first one. It is not code.Elem, which looks
// through named containers as well: for a field of a named slice type
// (type Nodes []Node) derefNamed gives Nodes and code.Elem gives Node, and
// the name it gives is part of the keys of fields' types that facts carry
// (typeKey), so folding the two would change those keys.
func derefNamed(t types.Type) (*types.Named, bool) {
	for i := 0; i < 8 && t != nil; i++ {
		t = types.Unalias(t)
		if n, ok := t.(*types.Named); ok {
			return n, true
		}
		e, ok := code.Container(t)
		if !ok {
			return nil, false
		}
		t = e
	}
	return nil, false
}

// packages returns the package paths of the types and lifecycle APIs the
// section names: the resolver walks a package's imports once for all of
// them.
func (c *config) packages() map[string]bool {
	out := map[string]bool{}
	for _, sf := range c.SideFields {
		out[sf.Type.Pkg] = true
	}
	for _, sw := range c.SideWrites {
		out[sw.Type.Pkg] = true
	}
	for _, m := range c.Mirrors {
		out[m.Type.Pkg] = true
	}
	for _, sg := range c.Signals {
		out[sg.Type.Pkg] = true
	}
	for _, pr := range c.Progress {
		out[pr.Type.Pkg] = true
	}
	for _, sc := range []sideConfig{c.Sides.Source, c.Sides.Target} {
		for _, cl := range sc.Cleanup {
			if cl.Type != nil {
				out[cl.Type.Pkg] = true
			}
		}
	}
	for _, lc := range c.Lifecycles {
		out[lc.Start.Pkg] = true
		out[lc.Stop.Pkg] = true
		for _, p := range lc.PartialStops {
			out[p.Pkg] = true
		}
	}
	return out
}
