package finding

import (
	"go/token"
	"os"
)

// positions returns where a diagnostic is reported: the position a //line
// directive gives only when it names an existing file in the source root
// with a line and column, else the physical position in the file that was
// compiled. Generated files often carry //line directives naming a template
// outside the repository, or no column (column 0): neither is a location a
// reader, GitHub or a SARIF viewer can open.
func positions(fset *token.FileSet, pos, end token.Pos, root string) (token.Position, token.Position) {
	p, e := fset.PositionFor(pos, true), fset.PositionFor(end, true)
	pp, pe := fset.PositionFor(pos, false), fset.PositionFor(end, false)
	if !e.IsValid() {
		e, pe = p, pp
	}
	if p == pp && e == pe {
		return pp, pe
	}
	if usable(p, root) && usable(e, root) && p.Filename == e.Filename && (e.Line > p.Line || e.Line == p.Line && e.Column >= p.Column) {
		return p, e
	}
	return pp, pe
}

func usable(p token.Position, root string) bool {
	if p.Line < 1 || p.Column < 1 {
		return false
	}
	if _, in := RelPath(root, p.Filename); !in || root == "" {
		return false
	}
	fi, err := os.Stat(p.Filename)
	return err == nil && fi.Mode().IsRegular()
}
