package handoff

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// restrictedFunc is a function only the listed packages may use (HO1006):
// KubeVirt's banncheck bans os.IsNotExist, whose answer is wrong for a
// wrapped error.
type restrictedFunc struct {
	Function selector.Selector `yaml:"function" kv:"required"`
	// Doc says why the function is restricted and what to use instead; it
	// is part of the message.
	Doc   string     `yaml:"doc"`
	Allow []importer `yaml:"allow"`
	Pos   policy.Pos
}

func (c *config) validateRestrictedFunctions() error {
	for i, r := range c.RestrictedFunctions {
		if err := checkFileGlobs(fmt.Sprintf("handoff.restricted-functions[%d] (%s)", i, r.Function), r.Allow); err != nil {
			return err
		}
	}
	return nil
}

// checkRestrictedFuncs reports every use of a restricted function — a call,
// or the function taken as a value — outside its allow list, on the
// identifier that names it.
func checkRestrictedFuncs(ctx *passkit.Context, cfg *config, ins *inspector.Inspector) {
	if len(cfg.RestrictedFunctions) == 0 {
		return
	}
	from := importerPath(ctx)
	for _, r := range cfg.RestrictedFunctions {
		expectAllowed(ctx, r.Allow, from, fmt.Sprintf("handoff.restricted-functions %s: allowed package", r.Function), "use")
	}
	if !mayUse(ctx.Pass.Pkg, cfg.RestrictedFunctions) || !usesAny(ctx.Pass.TypesInfo, cfg.RestrictedFunctions) {
		return
	}
	for cur := range ins.Root().Preorder((*ast.Ident)(nil)) {
		id := cur.Node().(*ast.Ident)
		fn, ok := ctx.Pass.TypesInfo.Uses[id].(*types.Func)
		if !ok {
			continue
		}
		file := "" // named when a restricted function is used: most identifiers are none
		for _, r := range cfg.RestrictedFunctions {
			if !r.Function.Match(fn) {
				continue
			}
			if file == "" {
				file = ctx.Files.Name(ctx.Pass.Fset, ctx.Pass.Files, id.Pos())
			}
			if a, ok := allowedUser(r.Allow, from, file); ok {
				ctx.Used(a.Pos)
				continue
			}
			why := ""
			if r.Doc != "" {
				why = " (" + strings.TrimSuffix(r.Doc, ".") + ")"
			}
			ctx.Report.On(r.Function.Raw).Reportf("HO1006", id.Pos(), id.End(),
				"%s uses restricted function %s%s", from, r.Function, why)
		}
	}
}

// mayUse reports whether pkg can name one of the restricted functions: a
// package-level function only through an import of its package (or in
// that package itself); a method through any value of its type.
func mayUse(pkg *types.Package, restricted []restrictedFunc) bool {
	for _, r := range restricted {
		f := r.Function
		if f.Recv != "" || f.Name == "*" || selector.PkgPath(pkg) == f.Pkg {
			return true
		}
		for _, imp := range pkg.Imports() {
			if selector.PkgPath(imp) == f.Pkg {
				return true
			}
		}
	}
	return false
}

// usesAny reports whether the package uses one of the restricted
// functions. Its uses are identifiers that info.Uses maps to the function,
// and few packages use any: ranging over the map is much cheaper than
// walking every identifier and looking each up in it.
func usesAny(info *types.Info, restricted []restrictedFunc) bool {
	for _, obj := range info.Uses {
		fn, ok := obj.(*types.Func)
		if !ok {
			continue
		}
		for _, r := range restricted {
			if r.Function.Match(fn) {
				return true
			}
		}
	}
	return false
}

// allowedUser returns the allow entry that covers a use in file of package
// from.
func allowedUser(allow []importer, from, file string) (importer, bool) {
	for _, a := range allow {
		if a.Package.Match(from) >= 0 && allowedFile(a, file) {
			return a, true
		}
	}
	return importer{}, false
}
