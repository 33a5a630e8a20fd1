package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/selector"
)

// fileImports knows how one file can refer to key packages: by the name it
// already imports them under, or by a name a new import would use.
type fileImports struct {
	pass  *analysis.Pass
	file  *ast.File
	scope *types.Scope
	// names maps a package to the name the file imports it under ("." for a
	// dot import); blank imports are not usable and not listed.
	names map[*types.Package]string
	// added maps a package to the name a new import of it would get, so that
	// every fix in the file adds the same import.
	added map[*types.Package]string
}

func newFileImports(pass *analysis.Pass, f *ast.File) *fileImports {
	fi := &fileImports{pass: pass, file: f, scope: pass.TypesInfo.Scopes[f],
		names: map[*types.Package]string{}, added: map[*types.Package]string{}}
	for _, spec := range f.Imports {
		pn := pass.TypesInfo.PkgNameOf(spec)
		if pn == nil || pn.Name() == "_" {
			continue
		}
		if _, dup := fi.names[pn.Imported()]; !dup {
			fi.names[pn.Imported()] = pn.Name()
		}
	}
	return fi
}

// keyFix replaces lit by a reference to c, importing c's package when the
// file does not yet. It offers no fix when the result would not compile: the
// import name is shadowed at the literal, or c's type does not fit where the
// literal stands.
// at is the innermost scope around lit (scopeAt), nil for the file's.
func keyFix(pass *analysis.Pass, fi *fileImports, lit ast.Expr, c *types.Const, at *types.Scope) (analysis.SuggestedFix, bool) {
	if fi.scope == nil || !fits(pass.TypesInfo.Types[lit].Type, c.Type()) {
		return analysis.SuggestedFix{}, false
	}
	if at == nil {
		at = fi.scope
	}
	pkg := c.Pkg()
	var edits []analysis.TextEdit
	ref := ""
	if name, ok := fi.names[pkg]; ok {
		if name == "." {
			if _, obj := at.LookupParent(c.Name(), lit.Pos()); obj != c {
				return analysis.SuggestedFix{}, false
			}
			ref = c.Name()
		} else {
			if _, obj := at.LookupParent(name, lit.Pos()); !importsPkg(obj, pkg) {
				return analysis.SuggestedFix{}, false
			}
			ref = name + "." + c.Name()
		}
	} else {
		name := fi.newName(pkg)
		if _, obj := at.LookupParent(name, lit.Pos()); obj != nil {
			return analysis.SuggestedFix{}, false // a local declaration shadows it here
		}
		edits = append(edits, fi.importEdit(pkg, name))
		ref = name + "." + c.Name()
	}
	edits = append(edits, analysis.TextEdit{Pos: lit.Pos(), End: lit.End(), NewText: []byte(ref)})
	return analysis.SuggestedFix{Message: "Use " + ref, TextEdits: edits}, true
}

// scopeAt returns the innermost scope around the last node of stack (its
// ancestors from the file down): the nearest ancestor that has one, found in
// O(depth). types.Scope.Innermost from the file scope searches each level's
// children one by one: 40,000 literals in one function's 40,000 blocks took
// 9 s. A function's scope is recorded on its type, not on the declaration.
func scopeAt(info *types.Info, stack []ast.Node) *types.Scope {
	for i := len(stack) - 1; i >= 0; i-- {
		n := stack[i]
		switch f := n.(type) {
		case *ast.FuncDecl:
			n = f.Type
		case *ast.FuncLit:
			n = f.Type
		}
		if s := info.Scopes[n]; s != nil {
			return s
		}
	}
	return nil
}

// fits reports whether a constant of type ct can stand where a literal of
// type lt (as type-checked in context) stands. An untyped literal stays
// untyped only in constant declarations and expressions, where a typed
// constant could change the declared constant's type: no fix there.
func fits(lt, ct types.Type) bool {
	if lt == nil {
		return false
	}
	if b, ok := ct.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		return true
	}
	if b, ok := lt.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		return false
	}
	return types.AssignableTo(ct, lt)
}

func importsPkg(obj types.Object, pkg *types.Package) bool {
	pn, ok := obj.(*types.PkgName)
	return ok && pn.Imported() == pkg
}

// newName picks the name a new import of pkg gets in this file: the
// package's own name when free at file and package scope, else the package
// name prefixed by the first label of its path's host ("kubevirtv1"), else
// that with a number.
func (fi *fileImports) newName(pkg *types.Package) string {
	if n, ok := fi.added[pkg]; ok {
		return n
	}
	taken := func(n string) bool {
		if fi.scope.Lookup(n) != nil {
			return true
		}
		_, obj := fi.scope.Parent().LookupParent(n, token.NoPos)
		return obj != nil
	}
	host, _, _ := strings.Cut(selector.PkgPath(pkg), "/")
	label, _, _ := strings.Cut(host, ".")
	cands := []string{pkg.Name(), sanitize(label) + pkg.Name()}
	name := ""
	for _, c := range cands {
		if !taken(c) {
			name = c
			break
		}
	}
	for i := 2; name == ""; i++ {
		if c := cands[1] + strconv.Itoa(i); !taken(c) {
			name = c
		}
	}
	fi.added[pkg] = name
	return name
}

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9') {
			b.WriteRune(r)
		}
	}
	return strings.ToLower(b.String())
}

// importEdit adds `name "path"` to the file's imports: next to the imports
// that share its host (goimports groups by it), else at the end of the last
// import block, else after the package clause. The name is left out when it
// is the package's own name.
func (fi *fileImports) importEdit(pkg *types.Package, name string) analysis.TextEdit {
	path := selector.PkgPath(pkg)
	spec := strconv.Quote(path)
	if name != pkg.Name() {
		spec = name + " " + spec
	}
	var last *ast.GenDecl
	for _, d := range fi.file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			last = g
		}
	}
	if last == nil {
		return analysis.TextEdit{Pos: fi.file.Name.End(), End: fi.file.Name.End(), NewText: []byte("\n\nimport " + spec)}
	}
	if !last.Lparen.IsValid() {
		// import "fmt" becomes a block, so the file keeps one import decl.
		is := last.Specs[0].(*ast.ImportSpec)
		if is.Doc != nil || is.Comment != nil || last.Doc != nil {
			return analysis.TextEdit{Pos: last.End(), End: last.End(), NewText: []byte("\nimport " + spec)}
		}
		old := is.Path.Value
		if is.Name != nil {
			old = is.Name.Name + " " + old
		}
		sep := "\n\t"
		if p, _ := strconv.Unquote(is.Path.Value); isStd(p) != isStd(path) {
			sep = "\n\n\t"
		}
		return analysis.TextEdit{Pos: last.Pos(), End: last.End(), NewText: []byte("import (\n\t" + old + sep + spec + "\n)")}
	}
	host, _, _ := strings.Cut(path, "/")
	var after, before *ast.ImportSpec
	for _, s := range last.Specs {
		is := s.(*ast.ImportSpec)
		p, _ := strconv.Unquote(is.Path.Value)
		if h, _, _ := strings.Cut(p, "/"); h != host {
			continue
		}
		if p < path {
			after = is
		} else if before == nil {
			before = is
		}
	}
	switch {
	case after != nil:
		end := specEnd(after)
		return analysis.TextEdit{Pos: end, End: end, NewText: []byte("\n\t" + spec)}
	case before != nil:
		start := before.Pos()
		if before.Doc != nil {
			start = before.Doc.Pos()
		}
		return analysis.TextEdit{Pos: start, End: start, NewText: []byte(spec + "\n\t")}
	}
	if n := len(last.Specs); n > 0 {
		is := last.Specs[n-1].(*ast.ImportSpec)
		sep := "\n\t"
		if p, _ := strconv.Unquote(is.Path.Value); isStd(p) != isStd(path) {
			sep = "\n\n\t" // a group of its own, as goimports would
		}
		end := specEnd(is)
		return analysis.TextEdit{Pos: end, End: end, NewText: []byte(sep + spec)}
	}
	return analysis.TextEdit{Pos: last.Lparen + 1, End: last.Lparen + 1, NewText: []byte("\n\t" + spec + "\n")}
}

// specEnd is where an import spec's line ends, after its trailing comment.
func specEnd(is *ast.ImportSpec) token.Pos {
	if is.Comment != nil {
		return is.Comment.End()
	}
	return is.End()
}

// isStd reports whether path looks like a standard-library import path (no
// dot in its first element), which goimports keeps in a group of its own.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
