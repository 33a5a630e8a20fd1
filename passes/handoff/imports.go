package handoff

import (
	"fmt"
	"go/ast"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// checkImports reports HO1001 (component boundaries) and HO1004 (restricted
// packages) on each import spec, so the finding sits on the line a reviewer
// sees in the diff.
func checkImports(ctx *passkit.Context, cfg *config, comp string) {
	from := importerPath(ctx)
	rules := cfg.rulesFor(comp)
	mod := ""
	if ctx.Pass.Module != nil {
		mod = ctx.Pass.Module.Path
	}
	expectEdges(ctx, cfg, from)
	for _, f := range ctx.Pass.Files {
		// files: allowances match the physical file (a //line comment
		// cannot put an import in an allowed file).
		file := ctx.Files.Name(ctx.Pass.Fset, ctx.Pass.Files, f.Package)
		for _, spec := range f.Imports {
			to := importedPath(ctx, spec)
			if to == "" || to == "C" || to == from {
				continue
			}
			useEdges(ctx, cfg, from, to, file)
			if rules != nil {
				checkBoundary(ctx, cfg, rules, comp, from, to, mod, spec)
			}
			checkRestricted(ctx, cfg, from, to, file, spec)
		}
	}
}

// expectEdges and useEdges find stale exemptions and allow entries (KV0003):
// one whose importer was analysed but imports its package nowhere excuses
// an edge that no longer exists.
func expectEdges(ctx *passkit.Context, cfg *config, from string) {
	for _, e := range cfg.Exemptions {
		if e.FromPackage.Match(from) >= 0 {
			ctx.Expect(e.Pos, "handoff.exemptions: no analysed package matching %s imports %s", e.FromPackage, e.ToPackage)
		}
	}
	for _, r := range cfg.RestrictedImports {
		expectAllowed(ctx, r.Allow, from, fmt.Sprintf("handoff.restricted-imports %s: allowed importer", r.Package), "import")
	}
}

// expectAllowed expects each allow entry that matches the analysed package
// from to be used (KV0003 when not): what names the entry in the message,
// verb what its package must do with the restricted name.
func expectAllowed(ctx *passkit.Context, allow []importer, from, what, verb string) {
	for _, a := range allow {
		if a.Package.Match(from) < 0 {
			continue
		}
		if len(a.Files) > 0 {
			ctx.Expect(a.Pos, "%s %s does not %s it in a file matching %s", what, a.Package, verb, strings.Join(a.Files, ", "))
		} else {
			ctx.Expect(a.Pos, "%s %s does not %s it", what, a.Package, verb)
		}
	}
}

// An allow entry limited to files is used only by an import in one of
// them: when the import moves to another file, the entry excuses nothing
// (and the new file's import is reported).
func useEdges(ctx *passkit.Context, cfg *config, from, to, file string) {
	for _, e := range cfg.Exemptions {
		if e.FromPackage.Match(from) >= 0 && e.ToPackage.Match(to) >= 0 {
			ctx.Used(e.Pos)
		}
	}
	for _, r := range cfg.RestrictedImports {
		if r.Package.Match(to) < 0 {
			continue
		}
		for _, a := range r.Allow {
			if a.Package.Match(from) >= 0 && allowedFile(a, file) {
				ctx.Used(a.Pos)
			}
		}
	}
}

func checkBoundary(ctx *passkit.Context, cfg *config, rules *importRules, comp, from, to, mod string, spec *ast.ImportSpec) {
	target := ctx.Policy.ComponentOf(to)
	if target == comp {
		return
	}
	if target == policy.Shared && !ctx.Policy.InModule(to, mod) {
		return // third-party and standard library: not a component boundary
	}
	if rules.components[target] || rules.patterns.Match(to) {
		return
	}
	for _, e := range cfg.Exemptions {
		if e.FromPackage.Match(from) >= 0 && e.ToPackage.Match(to) >= 0 {
			return
		}
	}
	what := "a package of " + target
	if target == policy.Shared {
		what = "a shared package"
	}
	ctx.Report.On(to).Reportf("HO1001", spec.Pos(), spec.End(),
		"%s (%s) imports %s, %s", from, comp, to, what)
}

func checkRestricted(ctx *passkit.Context, cfg *config, from, to, file string, spec *ast.ImportSpec) {
	for _, r := range cfg.RestrictedImports {
		if r.Package.Match(to) < 0 || allowedImporter(r, from, file) {
			continue
		}
		why := ""
		if r.Doc != "" {
			why = " (" + strings.TrimSuffix(r.Doc, ".") + ")"
		}
		ctx.Report.On(to).Reportf("HO1004", spec.Pos(), spec.End(),
			"%s imports restricted package %s%s", from, to, why)
	}
}

func allowedImporter(r restricted, from, file string) bool {
	for _, a := range r.Allow {
		if a.Package.Match(from) >= 0 && allowedFile(a, file) {
			return true
		}
	}
	return false
}

// allowedFile reports whether the allow entry covers file: it lists no
// files, or one of its globs matches the file's base name.
func allowedFile(a importer, file string) bool {
	if len(a.Files) == 0 {
		return true
	}
	base := filepath.Base(file)
	for _, g := range a.Files {
		if ok, _ := filepath.Match(g, base); ok {
			return true
		}
	}
	return false
}

// importerPath is the package path rules match the importer by. An external
// test package (pkg_test, told by its files) is judged as pkg.
func importerPath(ctx *passkit.Context) string {
	p := selector.PkgPath(ctx.Pass.Pkg)
	if ctx.ExternalTest() {
		p = strings.TrimSuffix(p, "_test")
	}
	return p
}

// importedPath is the path of the package an import spec imports, without
// any vendor prefix.
func importedPath(ctx *passkit.Context, spec *ast.ImportSpec) string {
	if pn := ctx.Pass.TypesInfo.PkgNameOf(spec); pn != nil {
		return selector.PkgPath(pn.Imported())
	}
	p, err := strconv.Unquote(spec.Path.Value)
	if err != nil {
		return ""
	}
	return p
}
