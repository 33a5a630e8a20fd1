package hostprim

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// heldFunc is a function a called variable holds: an API the matcher
// knows (a primitive, an exec API, a path writer). packageVar: the
// variable is package-level, so the reference that stored it is in no
// function.
type heldFunc struct {
	fn         *types.Func
	packageVar bool
}

// heldFuncs returns the functions the variable called as e may hold: what
// its definitions in the package name (run := exec.Command, or var
// doMount = unix.Mount), or, for an exported variable of another package,
// what that package's heldFact says it was initialized with (util.Mount,
// set to unix.Mount there).
func (m *matcher) heldFuncs(e ast.Expr) []heldFunc {
	var out []heldFunc
	pkgVar := m.isPackageVar(e)
	for _, def := range m.defsOf(e) {
		id := code.NameIdent(def)
		if id == nil {
			continue
		}
		if fn, _ := m.info.Uses[id].(*types.Func); fn != nil {
			out = append(out, heldFunc{fn: fn, packageVar: pkgVar})
		}
	}
	if fn := m.importedHeld(e); fn != nil {
		out = append(out, heldFunc{fn: fn, packageVar: true})
	}
	return out
}

// importedHeld returns the function another package's exported variable,
// called as e (pkg.Var), was initialized with, by its heldFact; nil if
// none. The function is looked up among that package's imports, where it
// was named.
func (m *matcher) importedHeld(e ast.Expr) *types.Func {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || m.importFact == nil {
		return nil
	}
	v, _ := m.info.Uses[sel.Sel].(*types.Var)
	if v == nil || v.Pkg() == nil || v.Pkg() == m.pkg || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	var f heldFact
	if !m.importFact(v, &f) {
		return nil
	}
	for _, imp := range v.Pkg().Imports() {
		if imp.Path() == f.Pkg {
			fn, _ := imp.Scope().Lookup(f.Name).(*types.Func)
			return fn
		}
	}
	return nil
}

// exportHeld exports a heldFact for each exported package-level variable
// of the package initialized with a function of another package that the
// matcher knows (var Mount = unix.Mount): the calls of it in importers
// perform that function, as calls of it here do.
func (m *matcher) exportHeld(export func(types.Object, analysis.Fact)) {
	for v, init := range m.vars {
		if !v.Exported() {
			continue
		}
		id := code.NameIdent(init)
		if id == nil {
			continue
		}
		fn, _ := m.info.Uses[id].(*types.Func)
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == m.pkg || fn.Signature().Recv() != nil {
			continue
		}
		_, exec := execAPIOf(fn)
		_, writer := m.r.writers.Match(fn)
		if exec || writer || m.mayMatch(fn) {
			export(v, &heldFact{Pkg: fn.Pkg().Path(), Name: fn.Name()})
		}
	}
}

// heldPrimitive is what a call of a package-level variable initialized
// with a primitive does (var doMount = unix.Mount, a seam tests swap): the
// reference in the initializer is the raw primitive, reported there, but
// it is in no function, so the call is where a function performs it and
// what its callers reach. The call is noted (held) so that it is not
// reported as a second raw site.
func (m *matcher) heldPrimitive(call *ast.CallExpr, fn *types.Func) []effects.Direct {
	out := m.callDirect(call, fn)
	for _, d := range out {
		if m.held == nil {
			m.held = map[wrappedRun]bool{}
		}
		m.held[wrappedRun{d.Pos, d.Key}] = true
	}
	return out
}

// isPackageVar reports whether e names one of the package's own
// package-level variables that has an initializer.
func (m *matcher) isPackageVar(e ast.Expr) bool {
	id, _ := ast.Unparen(e).(*ast.Ident)
	v, _ := m.info.Uses[id].(*types.Var)
	_, ok := m.vars[v]
	return ok
}
