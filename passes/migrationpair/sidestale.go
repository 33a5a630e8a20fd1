package migrationpair

import (
	"go/ast"
	"go/types"
	"path"
	"path/filepath"
	"slices"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
)

// staleSides reports the sides' receivers, files and function patterns
// that name this package but match nothing in it (KV0003): a receiver type
// it does not declare, a file glob none of its files matches, a function
// pattern none of its functions matches. Each is judged only by the package
// it names, which is module code loaded from source, over every variant of
// it the run analyses (a glob may match only a test file): a run that does
// not analyse that package says nothing, and a package the tree lacks is
// listed by the run-wide package check (policy.PackageNamer).
func staleSides(ctx *passkit.Context, cfg *config) {
	pkg := ctx.Pass.Pkg
	pkgPath := selector.PkgPath(pkg)
	var files []string
	var funcs []*types.Func
	for _, f := range ctx.Pass.Files {
		files = append(files, filepath.Base(ctx.Files.Name(ctx.Pass.Fset, ctx.Pass.Files, f.Package)))
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if fn, ok := ctx.Pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					funcs = append(funcs, fn)
				}
			}
		}
	}
	for _, sd := range []struct {
		name string
		side sideConfig
	}{{"source", cfg.Sides.Source}, {"target", cfg.Sides.Target}} {
		where := "migration.sides." + sd.name
		for _, r := range sd.side.Receivers {
			if r.Pkg != pkgPath {
				continue
			}
			ctx.Expect(r.Pos, "%s.receivers: package %s declares no type %s", where, r.Pkg, r.Name)
			if _, ok := pkg.Scope().Lookup(r.Name).(*types.TypeName); ok {
				ctx.Used(r.Pos)
			}
		}
		for _, fp := range sd.side.Files {
			if fp.Pkg != pkgPath {
				continue
			}
			ctx.Expect(fp.Pos, "%s.files: no file of package %s matches %s", where, fp.Pkg, fp.Glob)
			if slices.ContainsFunc(files, func(name string) bool { ok, _ := path.Match(fp.Glob, name); return ok }) {
				ctx.Used(fp.Pos)
			}
		}
		for _, fp := range sd.side.Functions {
			if fp.Pkg != pkgPath {
				continue
			}
			ctx.Expect(fp.Pos, "%s.functions: no function of package %s matches %s", where, fp.Pkg, fp.Raw)
			if slices.ContainsFunc(funcs, fp.match) {
				ctx.Used(fp.Pos)
			}
		}
	}
}
