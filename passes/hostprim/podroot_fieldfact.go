package hostprim

import (
	"go/types"

	"golang.org/x/tools/go/types/objectpath"

	"github.com/kvlint/kvlint/internal/effects"
)

// A path written into an exported field of another package's struct
// (&disk.Info{Path: p}, d.Path = p) reaches whatever that package does
// with the field: its methods open it later, where this package cannot
// see. The package that reads the field says so in a fact on the field;
// a package that writes a root there is reported at the write, since no
// read of its own shows the root reaching the operation.

// podFieldFact is what a value written into the field reaches: Via, as
// podRootFact.Via; Tree, an operation a tree's root in it must not
// reach (empty when none).
type podFieldFact struct {
	Via, Tree effects.Witness
}

func (*podFieldFact) AFact() {}

func (f *podFieldFact) String() string {
	s := "reaches " + chainText(f.Via)
	if len(f.Tree.Chain) > 0 && chainText(f.Tree) != chainText(f.Via) {
		s += "; as a tree reaches " + chainText(f.Tree)
	}
	return s
}

// exportFields gives each exported field of this package whose value
// reaches an operation its fact (fields of types other packages can name
// only: objectpath finds them).
func (pr *podRoot) exportFields() {
	pkg := pr.ctx.Pass.Pkg
	facts := map[*types.Var]*podFieldFact{}
	for f, via := range pr.fieldSnk {
		if f.Pkg() == pkg && f.Exported() {
			facts[f] = &podFieldFact{Via: via}
		}
	}
	for f, ff := range facts {
		if tr, ok := pr.fieldTr[f]; ok {
			ff.Tree = tr
		}
		if _, err := objectpath.For(f); err == nil {
			pr.ctx.Pass.ExportObjectFact(f, ff)
		}
	}
}

// importField reads the fact of another package's field once, when a
// function of this package writes it.
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
