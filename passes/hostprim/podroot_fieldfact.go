package hostprim

import (
	"go/types"
	"maps"
	"strings"

	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// A path written into an exported field of another package's struct
// (&disk.Info{Path: p}, d.Path = p) reaches whatever that package does
// with the field: its methods open it later, where this package cannot
// see. The package that reads the field says so in a fact on the field;
// a package that writes a root there is reported at the write, since no
// read of its own shows the root reaching the operation. The other way
// round, a field the package stores a root into holds one wherever it is
// read: the fact carries the root, and an importer's read of the field is
// a path into that root.

// podFieldFact is what a value written into the field reaches: Via, as
// podRootFact.Via; Tree, an operation a tree's root in it must not
// reach (empty when none). Root: the package stores a path in another
// root into the field (RootTree: only a tree's root), from Origin.
type podFieldFact struct {
	Via, Tree      effects.Witness
	Root, RootTree bool
	Origin         string
}

func (*podFieldFact) AFact() {}

// reaches reports whether a value written into the field reaches an
// operation (a fact may only say what root the field holds).
func (f *podFieldFact) reaches() bool { return f != nil && len(f.Via.Chain) > 0 }

func (f *podFieldFact) String() string {
	var parts []string
	switch {
	case f.Root && f.RootTree:
		parts = append(parts, "holds a tree from "+f.Origin)
	case f.Root:
		parts = append(parts, "holds a root from "+f.Origin)
	}
	if len(f.Via.Chain) > 0 {
		parts = append(parts, "reaches "+chainText(f.Via))
	}
	if len(f.Tree.Chain) > 0 && chainText(f.Tree) != chainText(f.Via) {
		parts = append(parts, "as a tree reaches "+chainText(f.Tree))
	}
	return strings.Join(parts, "; ")
}

// exportFields gives each exported field of this package that holds a
// root or whose value reaches an operation its fact (fields of types other
// packages can name only: objectpath finds them). What a field reaches is
// the least chain of the package's own judgement and of factReach's.
func (pr *podRoot) exportFields() {
	snk, tr := maps.Clone(pr.factSnk), maps.Clone(pr.factTr)
	for f, via := range pr.fieldSnk {
		keepLeast(snk, f, via)
	}
	for f, via := range pr.fieldTr {
		keepLeast(tr, f, via)
	}
	own := func(f *types.Var) bool { return f.Pkg() == pr.ctx.Pass.Pkg && f.Exported() }
	facts := map[*types.Var]*podFieldFact{}
	for f, via := range snk {
		if own(f) {
			facts[f] = &podFieldFact{Via: via, Tree: tr[f]}
		}
	}
	for f, r := range pr.fieldRt {
		if !own(f) || !r.root {
			continue
		}
		if facts[f] == nil {
			facts[f] = new(podFieldFact)
		}
		facts[f].Root, facts[f].RootTree, facts[f].Origin = true, r.tree, r.origin
	}
	for f, ff := range facts {
		if _, err := objectpath.For(f); err == nil {
			pr.ctx.Pass.ExportObjectFact(f, ff)
		}
	}
}

// factReach notes, for the facts only, what the fields v was read from
// reach when v is reported here as a root: the package's own judgement
// keeps such a field out of fieldSnk (the root is reported where the field
// is read, and what else is stored there is no path of its own), but
// another package that writes a root into the field reaches the operation
// all the same.
func (pr *podRoot) factReach(v val, via effects.Witness, below bool) {
	for _, f := range addFields(v.fields, v.belowFields) {
		if f.Pkg() != pr.ctx.Pass.Pkg || !f.Exported() {
			continue
		}
		keepLeast(pr.factSnk, f, via)
		if belowReach(v, f, below) {
			keepLeast(pr.factTr, f, via)
		}
	}
}

// importFieldRoots seeds the roots other packages' fields this one reads
// hold, before anything is walked: a read of one is a path into that
// root, named by the field.
func (pr *podRoot) importFieldRoots() {
	for _, sel := range pr.info.Selections {
		if sel.Kind() != types.FieldVal {
			continue
		}
		f := sel.Obj().(*types.Var)
		pr.importField(f)
		ff := pr.fieldFacts[f]
		if ff == nil || !ff.Root {
			continue
		}
		if _, ok := pr.fieldRt[f]; ok {
			continue
		}
		name := f.Name()
		if owner := fieldOwner(sel); owner != nil {
			name = code.ShortQualifier(owner.Obj().Pkg()) + "." + owner.Obj().Name() + "." + name
		}
		pr.fieldRt[f] = val{root: true, tree: ff.RootTree, origin: name + " ← " + ff.Origin}
	}
}

// importField reads the fact of another package's field once, when this
// package first reads or writes the field.
func (pr *podRoot) importField(f *types.Var) {
	if f.Pkg() == nil || f.Pkg() == pr.ctx.Pass.Pkg || !f.Exported() {
		return
	}
	if _, ok := pr.fieldFacts[f]; ok {
		return
	}
	ff := new(podFieldFact)
	if !pr.ctx.Pass.ImportObjectFact(f, ff) {
		ff = nil
	}
	pr.fieldFacts[f] = ff
}
