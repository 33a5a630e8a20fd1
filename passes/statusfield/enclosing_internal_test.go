package statusfield

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/ast/inspector"
)

// TestEnclosingWhateverTheFileOrder: a position is placed in its function
// declaration also where the package's files do not come in the order of
// their positions. go/packages (golangci-lint's loader, analysistest)
// parses a package's files at once, so the file set may number the second
// file below the first; kvlint's own loader and go vet parse in order.
func TestEnclosingWhateverTheFileOrder(t *testing.T) {
	fset := token.NewFileSet()
	a, b := parseBFirst(t, fset,
		"package p\n\nfunc a1() { _ = 3 }\n\nfunc a2() { _ = 4 }\n",
		"package p\n\nfunc b1() { _ = 1 }\n\nfunc b2() { _ = 2 }\n")
	files := []*ast.File{a, b}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	_, err := (&types.Config{}).Check("p", fset, files, info)
	require.NoError(t, err)

	an := &analyzer{info: info, cfg: &config{}, aliases: map[*types.Var]ast.Expr{}, litVars: map[*types.Var]litDef{}}
	an.prepare(inspector.New(files))
	for _, f := range files {
		for _, d := range f.Decls {
			fd := d.(*ast.FuncDecl)
			assert.Same(t, fd, an.enclosing(fd.Body.List[0].Pos()), "%s", fd.Name.Name)
		}
	}
	assert.Nil(t, an.enclosing(a.Package), "the package clause is in no function")
}

// TestLiteralsByDeclWhateverTheFileOrder: a package variable's literal in
// a file whose positions lie below the file walked before it belongs to
// no declaration, not to that file's last function.
func TestLiteralsByDeclWhateverTheFileOrder(t *testing.T) {
	a, b := parseBFirst(t, token.NewFileSet(),
		"package p\n\nfunc d() { _ = func() {} }\n",
		"package p\n\nvar seam = func() int { return 1 }\n")
	var fns []*roleFn
	var decl *roleFn
	var inDecl, seamLit *roleFn
	for _, f := range []*ast.File{a, b} { // the walk's order: a, then b
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				decl = &roleFn{node: n, body: n.Body, obj: types.NewFunc(n.Pos(), nil, n.Name.Name, nil)}
				fns = append(fns, decl)
			case *ast.FuncLit:
				fn := &roleFn{node: n, body: n.Body}
				if f == a {
					inDecl = fn
				} else {
					seamLit = fn
				}
				fns = append(fns, fn)
			}
			return true
		})
	}
	got := literalsByDecl(fns)
	assert.Equal(t, []*roleFn{inDecl}, got[decl])
	assert.Equal(t, []*roleFn{seamLit}, got[nil])
}

// parseBFirst parses the sources of a.go and b.go into fset, b.go first,
// so that b.go's positions lie below a.go's, as go/packages may number a
// package's files.
func parseBFirst(t *testing.T, fset *token.FileSet, srcA, srcB string) (a, b *ast.File) {
	t.Helper()
	b, err := parser.ParseFile(fset, "b.go", srcB, 0)
	require.NoError(t, err)
	a, err = parser.ParseFile(fset, "a.go", srcA, 0)
	require.NoError(t, err)
	return a, b
}
