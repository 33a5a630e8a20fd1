package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/stale"
)

// sideWrites closes one side's writes below a type to an allow-list: the
// side's own side-fields, the progress record both sides keep, and Fields.
// Any other field of the type the side writes — directly, or through a
// helper of no side — is MP1001, even when the component owns the field:
// virt-handler's migration target controller writing the VMI's interfaces,
// which the handler's VM controller keeps, is two controllers of one
// component fighting over a field.
type sideWrites struct {
	Side string   `yaml:"side" kv:"required"`
	Type typeName `yaml:"type" kv:"required"`
	// Fields are what the side writes besides its side-fields and the
	// progress record (the fields it takes over after a migration).
	Fields   []fieldPath    `yaml:"fields"`
	Requires stale.Requires `yaml:"requires"`
	Pos      policy.Pos
}

func (c *config) validateSideWrites() error {
	seen := policy.Seen{}
	for i, sw := range c.SideWrites {
		if sw.Side != "source" && sw.Side != "target" {
			return policy.Errorf(sw.Pos, "migration.side-writes[%d].side: %q is not a side (write source or target)", i, sw.Side)
		}
		what := fmt.Sprintf("the %s side of %s", sw.Side, sw.Type.Key())
		if err := seen.Add(what, sw.Pos, fmt.Sprintf("migration.side-writes[%d]", i), what); err != nil {
			return err
		}
	}
	return nil
}

// closedSide is a side-writes entry resolved in this package: the root
// type's key and the paths below it the side may write.
type closedSide struct {
	side    side
	root    string
	allowed []string        // dotted paths below root
	nested  map[string]bool // the named types below root (sidealign.go)
}

// resolveSideWrites resolves the side-writes entries this package can see.
// The progress record's fields count whatever the record's requires: say
// (full is the section before applicable dropped entries): a side keeps its
// part of the record on every release.
func (st *state) resolveSideWrites(full *config) error {
	for _, sw := range st.cfg.SideWrites {
		root := st.res.lookup(sw.Type)
		if root == nil {
			continue
		}
		s := source
		if sw.Side == "target" {
			s = target
		}
		cs := closedSide{side: s, root: sw.Type.Key(), nested: st.nestedTypes(root)}
		for _, fp := range sw.Fields {
			p, err := st.res.resolve(sw.Type, fp)
			if err != nil {
				return err
			}
			if p != nil {
				cs.allowed = append(cs.allowed, fp.String())
			}
		}
		for _, sf := range full.SideFields {
			if sf.Type.Key() == cs.root {
				for _, fp := range map[side][]fieldPath{source: sf.Source, target: sf.Target}[s] {
					cs.allowed = append(cs.allowed, fp.String())
				}
			}
		}
		for _, pr := range full.Progress {
			if pr.Type.Key() == cs.root {
				for _, fp := range pr.Fields {
					cs.allowed = append(cs.allowed, fp.String())
				}
			}
		}
		st.closed = append(st.closed, cs)
	}
	return nil
}

// under returns the dotted path chain c writes below the root type key,
// when c passes through (or starts at) a value of it.
func under(c chain, root string) (string, bool) {
	for k, s := range c.Steps {
		if s.Owner == root {
			names := make([]string, 0, len(c.Steps)-k)
			for _, t := range c.Steps[k:] {
				names = append(names, t.Name)
			}
			return strings.Join(names, "."), true
		}
	}
	return "", false
}

// reservedElsewhere reports whether path lies below a field reserved to
// the other side: the reserved-field rule reports that write already.
func (st *state) reservedElsewhere(cs *closedSide, path string) bool {
	for _, p := range st.reserved[cs.side.other()] {
		if p.Root != cs.root {
			continue
		}
		r := strings.TrimPrefix(p.Key, cs.root+".")
		if path == r || strings.HasPrefix(path, r+".") {
			return true
		}
	}
	return false
}

// allows reports whether the side may write path: it is one of the listed
// paths or below one, or a struct that holds one (creating the value the
// side then fills in).
func (cs *closedSide) allows(path string) bool {
	for _, a := range cs.allowed {
		if path == a || strings.HasPrefix(path, a+".") || strings.HasPrefix(a, path+".") {
			return true
		}
	}
	return false
}

// closedDirects adds, for a write access below a closed root, the effect
// "writes Root.Path" that lets a side's call of a helper be checked against
// its allow-list (in this package, and through facts in others).
func (st *state) closedDirects(a access, out map[ast.Node][]effects.Direct) {
	for _, cs := range st.closed {
		p, ok := under(a.C, cs.root)
		if !ok {
			continue
		}
		key := writeKey + cs.root + "." + p
		dup := false
		for _, d := range out[a.Node] {
			dup = dup || d.Key == key
		}
		if !dup {
			_, name, _ := strings.Cut(cs.root[strings.LastIndex(cs.root, "/")+1:], ".")
			out[a.Node] = append(out[a.Node], effects.Direct{Key: key, API: name + "." + p + " (write)", Pos: a.Node.Pos(), End: a.Node.End()})
		}
	}
}

// checkSideWrites reports MP1001 for a closed side's write of a field
// outside its allow-list: directly, or through a helper of no side.
func (st *state) checkSideWrites() {
	done := map[writeAt]bool{}
	for a, s := range st.writesBySide() {
		for i := range st.closed {
			cs := &st.closed[i]
			p, ok := under(a.C, cs.root)
			if !ok || cs.side != s || p == "" || cs.allows(p) || st.reservedElsewhere(cs, p) || done[writeAt{a.Node, p}] {
				continue
			}
			done[writeAt{a.Node, p}] = true
			short := shortType(cs.root) + "." + p
			st.ctx.Report.On(s.String()+" writes "+cs.root+"."+p).Reportf("MP1001", a.Node.Pos(), a.Node.End(),
				"the %s side (%s) writes %s, which is not among the %s side's fields", s, funcName(a.Fn), short, s)
		}
	}
	for e, s := range st.sideCallsOut() {
		sum := st.eff.Of(e.Callee)
		for i := range st.closed {
			cs := &st.closed[i]
			if cs.side != s || sum.Empty() {
				continue
			}
			for _, k := range sum.Keys() {
				p, ok := strings.CutPrefix(k, writeKey+cs.root+".")
				if !ok || cs.allows(p) || st.reservedElsewhere(cs, p) || done[writeAt{e.Node, p}] {
					continue
				}
				w, ok := st.eff.Through(e.Callee, k)
				if !ok {
					continue
				}
				done[writeAt{e.Node, p}] = true
				st.ctx.Report.On(s.String()+" writes "+cs.root+"."+p+" via "+e.Callee.FullName()).Report("MP1001", analysis.Diagnostic{
					Pos: e.Node.Pos(), End: e.Node.End(), Related: st.ctx.Related(w, "writes"),
					Message: fmt.Sprintf("the %s side (%s), through %s, writes %s, which is not among the %s side's fields",
						s, funcName(e.Caller), w.Chain[0], shortType(cs.root)+"."+p, s),
				})
			}
		}
	}
}

// shortType is the type name of a type key.
func shortType(k string) string { return k[strings.LastIndex(k, ".")+1:] }

// checkWiredSideWrites reports MP1001 at a call into a side of another
// package whose call through an interface this package resolves and the
// side's package could not (the wiring is here, at the latest in the
// component's cmd/): the implementation's writes are the side's, and the
// side's package never saw them. Sides of other packages are known by
// function pattern and receiver, not by file.
func (st *state) checkWiredSideWrites() {
	sideOf := map[*types.Func]side{}
	sidePkgs := map[*types.Package]bool{}
	for _, e := range st.eff.Edges {
		p := e.Callee.Pkg()
		if p == nil || p == st.ctx.Pass.Pkg {
			continue
		}
		if _, ok := sideOf[e.Callee]; ok {
			continue
		}
		s, err := classify(st.cfg, e.Callee, "", "")
		if err != nil {
			s = noSide // both sides claim it: the side's own package reports that
		}
		sideOf[e.Callee] = s
		if s != noSide {
			sidePkgs[p] = true
		}
	}
	if len(sidePkgs) == 0 {
		return
	}
	// The side's own package is inside: what Boundary yields for a call
	// into it is what this package resolved through implementations
	// outside it.
	outside := func(p *types.Package) bool { return !sidePkgs[p] }
	keep := func(e effects.Edge, k string) bool {
		return sideOf[e.Callee] != noSide && strings.HasPrefix(k, writeKey)
	}
	done := map[writeAt]bool{}
	for c := range st.eff.Crossings(outside, keep) {
		s := sideOf[c.Callee]
		for i := range st.closed {
			cs := &st.closed[i]
			p, ok := strings.CutPrefix(c.Key, writeKey+cs.root+".")
			if cs.side != s || !ok || cs.allows(p) || st.reservedElsewhere(cs, p) || done[writeAt{c.Node, p}] {
				continue
			}
			done[writeAt{c.Node, p}] = true
			st.ctx.Report.On(s.String()+" writes "+cs.root+"."+p+" via "+c.Callee.FullName()).Report("MP1001", analysis.Diagnostic{
				Pos: c.Node.Pos(), End: c.Node.End(), Related: st.ctx.Related(c.Witness, "writes"),
				Message: fmt.Sprintf("the %s side (%s), through %s wired here, writes %s, which is not among the %s side's fields",
					s, funcName(c.Callee), dispatchLink(c.Witness), shortType(cs.root)+"."+p, s),
			})
		}
	}
}

// dispatchLink is the link of a chain that names the call through an
// interface ("… implemented by …"), else the chain's first.
func dispatchLink(w effects.Witness) string {
	for _, l := range w.Chain {
		if strings.Contains(l, ", implemented by ") || strings.Contains(l, ", set to ") {
			return l
		}
	}
	return w.Chain[0]
}
