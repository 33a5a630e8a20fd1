package load

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/packages"

	"github.com/kvlint/kvlint/internal/code"
)

// Cgo without running cgo. Running cgo is what makes a cold listing slow:
// for -compiled the go command runs cgo, and through it the C compiler,
// on every cgo package of the graph. The analysed packages need cgo's
// output, since the passes see the code the compiler compiles; a
// dependency needs only its exported API, which a cgo package declares in
// Go. So only the analysed cgo packages are listed with -compiled
// (compiledFiles), and a cgo dependency is type-checked from its sources
// with the type checker's FakeImportC, which accepts any C.name (fakeCgo).

// usesCgo reports whether a file of p imports "C", the go command's own
// test for which files are cgo files (p.GoFiles lists them with the rest).
func usesCgo(p *packages.Package) bool {
	fset := token.NewFileSet()
	for _, name := range p.GoFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			continue // the full parse reports it
		}
		if importsC(f) {
			return true
		}
	}
	return false
}

func importsC(f *ast.File) bool {
	for _, imp := range f.Imports {
		if path, err := strconv.Unquote(imp.Path.Value); err == nil && path == "C" {
			return true
		}
	}
	return false
}

// fakeCgo prepares the files of a dependency for FakeImportC and reports
// whether any imports "C". Under FakeImportC every C.name is an invalid
// operand, silently: harmless in ignored function bodies and in the
// unexported declarations that hold C types, but a constant declared from
// one, such as libvirt's DOMAIN_RUNNING = DomainState(C.VIR_DOMAIN_RUNNING),
// would lose its type and make every use in the analysed code untyped. So
// in constant declarations each C.name becomes an integer literal (cgo
// gives C's integer constants untyped), one distinct value per name in
// order of appearance: the constants keep the types their declarations
// give them, and distinct C constants stay distinct (a switch over them
// has no duplicate cases). The values are not C's: nothing may depend on a
// dependency's C constant's value, only on its type.
func fakeCgo(files []*ast.File) bool {
	values := map[string]string{}
	uses := false
	for _, f := range files {
		if !importsC(f) {
			continue
		}
		uses = true
		for vs := range code.ValueSpecs(f, token.CONST) {
			for i, v := range vs.Values {
				vs.Values[i] = astutil.Apply(v, nil, func(c *astutil.Cursor) bool {
					sel, ok := c.Node().(*ast.SelectorExpr)
					if !ok || !isC(sel.X) {
						return true
					}
					val, seen := values[sel.Sel.Name]
					if !seen {
						val = strconv.Itoa(len(values) + 1)
						values[sel.Sel.Name] = val
					}
					c.Replace(&ast.BasicLit{ValuePos: sel.Pos(), Kind: token.INT, Value: val})
					return true
				}).(ast.Expr)
			}
		}
	}
	return uses
}

func isC(x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == "C"
}

// addCompiled gives the analysed cgo packages what the go command compiles
// for them: cgo's output among their CompiledGoFiles, and the imports cgo's
// output adds (runtime/cgo, syscall, unsafe), which a listing without
// -compiled neither lists among their Imports nor, when no package imports
// them, lists at all. Only for these packages does the go command run cgo
// (and for the cgo packages they depend on). A package the go command fails
// to compile this way gets its errors.
func addCompiled(cfg Config, cgo []*packages.Package) error {
	if len(cgo) == 0 {
		return nil
	}
	var paths []string
	for _, p := range cgo {
		paths = append(paths, p.PkgPath)
	}
	listed, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports | packages.NeedDeps | packages.NeedModule,
		Dir:  cfg.Dir, Env: cfg.Env, Tests: cfg.Tests,
	}, paths...)
	if err != nil {
		return fmt.Errorf("listing the compiled files of %s: %w", strings.Join(paths, " "), err)
	}
	byID := map[string]*packages.Package{}
	for _, q := range listed {
		byID[q.ID] = q
	}
	for _, p := range cgo {
		q := byID[p.ID]
		if q == nil {
			p.Errors = append(p.Errors, packages.Error{Pos: "-", Msg: "the go command did not list its compiled files", Kind: packages.ListError})
			continue
		}
		p.CompiledGoFiles = q.CompiledGoFiles
		for path, d := range q.Imports {
			if p.Imports[path] == nil {
				p.Imports[path] = d // plan makes it the graph's package of that ID
			}
		}
		for _, e := range q.Errors {
			if !slices.ContainsFunc(p.Errors, func(o packages.Error) bool { return o.Msg == e.Msg }) {
				p.Errors = append(p.Errors, e)
			}
		}
	}
	return nil
}
