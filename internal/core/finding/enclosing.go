package finding

import (
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strings"
)

// Enclosing names the top-level declaration that contains pos, for
// fingerprints that survive line shifts: "F", "(T).M", "(*T).M", "var x",
// "type T", "const C", "imports" (import block), or "file NAME" when pos lies
// outside every declaration. A declaration's doc comment and the rest of its
// last line belong to it, so a directive written above a function or after a
// variable is keyed by that declaration.
func Enclosing(files []*ast.File, fset *token.FileSet, pos token.Pos) string {
	for _, f := range files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		tf := fset.File(f.FileStart)
		// A declaration contains pos when it starts before it and ends at
		// or after the start of pos's line. Declarations are in source
		// order, so the first candidate is found by binary search: one
		// finding costs O(log decls), not a line lookup per declaration
		// (12,000 findings in one 12,000-function file took 40 s).
		// Physical lines: a //line directive may name a line the file
		// does not have (LineStart panics on it).
		lineStart := tf.LineStart(physLine(tf, pos))
		within := func(start, end token.Pos) bool {
			return start <= pos && end >= lineStart
		}
		first := sort.Search(len(f.Decls), func(i int) bool { return f.Decls[i].End() >= lineStart })
		for _, d := range f.Decls[first:] {
			start := d.Pos()
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Doc != nil {
					start = d.Doc.Pos()
				}
				if within(start, d.End()) {
					return funcName(d)
				}
			case *ast.GenDecl:
				if d.Doc != nil {
					start = d.Doc.Pos()
				}
				if within(start, d.End()) {
					return genName(d, pos, tf)
				}
			}
			if start > pos {
				break // this and every later declaration start after pos
			}
		}
		return "file " + filepath.Base(tf.Name())
	}
	return ""
}

func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	return "(" + recvType(d.Recv.List[0].Type) + ")." + d.Name.Name
}

func recvType(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return "*" + recvType(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr: // generic receiver T[P]
		return recvType(t.X)
	case *ast.IndexListExpr:
		return recvType(t.X)
	case *ast.ParenExpr:
		return recvType(t.X)
	}
	return "?"
}

// genName names the spec of d that contains pos (the whole declaration when
// pos is in its doc comment or between specs).
func genName(d *ast.GenDecl, pos token.Pos, tf *token.File) string {
	if d.Tok == token.IMPORT {
		return "imports"
	}
	kw := d.Tok.String()
	var all []string
	for _, s := range d.Specs {
		var names []string
		switch s := s.(type) {
		case *ast.ValueSpec:
			for _, n := range s.Names {
				names = append(names, n.Name)
			}
		case *ast.TypeSpec:
			names = append(names, s.Name.Name)
		}
		if s.Pos() <= pos && (pos <= s.End() || physLine(tf, pos) == physLine(tf, s.End())) {
			return kw + " " + strings.Join(names, ",")
		}
		all = append(all, names...)
	}
	return kw + " " + strings.Join(all, ",")
}

// physLine is pos's line in the file as compiled, whatever a //line
// directive says.
func physLine(tf *token.File, pos token.Pos) int { return tf.PositionFor(pos, false).Line }
