package finding

import (
	"go/ast"
	"go/token"

	"github.com/kvlint/kvlint/internal/physical"
)

// positions returns where a diagnostic is reported: the physical position in
// the file that was compiled, or the position a //line directive gives where
// physical.Files.Display allows it (a generated file naming an existing
// file of its own package with a line and column, such as cgo's rewrite of
// a source) and the directive's file is in the source root. A //line in a
// hand-written file, or one naming a template elsewhere, a README or a file
// outside the repository, is never a location: the directive is text the
// author of a change chooses.
func positions(fset *token.FileSet, files []*ast.File, fs *physical.Files, pos, end token.Pos, root string) (token.Position, token.Position) {
	pp, pe := fset.PositionFor(pos, false), fset.PositionFor(end, false)
	if !pe.IsValid() {
		end, pe = pos, pp
	}
	if fs == nil || root == "" {
		return pp, pe
	}
	f := physical.FileOf(files, pos)
	if f == nil || f != physical.FileOf(files, end) || !fs.Display(fset, f, pos) || !fs.Display(fset, f, end) {
		return pp, pe
	}
	p, e := fset.PositionFor(pos, true), fset.PositionFor(end, true)
	if _, in := RelPath(root, p.Filename); !in {
		return pp, pe
	}
	if p.Filename == e.Filename && (e.Line > p.Line || e.Line == p.Line && e.Column >= p.Column) {
		return p, e
	}
	return pp, pe
}
