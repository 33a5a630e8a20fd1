package handoff

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// localMaps answers HO1007's two questions about a local variable that
// holds a map a key is written into: what assigns it, and whether it
// becomes an object's labels or annotations. KubeVirt builds a pod's or a
// VMI's labels in a local map and hands the whole map over afterwards
// (labels := map[string]string{…}; pod.ObjectMeta.Labels = labels), so a
// key set in such a map is set on the object as surely as one set in place.
// A map a function of the package returns is handed over where a caller
// hands the call's result over (ObjectMeta{Labels: podLabels(vmi)}): the
// map the function fills and returns, or the literal it returns, is the
// object's labels. The handovers are indexed at the first question (most
// packages never ask); the assignments are the package's shared index
// (code.Locals).
type localMaps struct {
	info   *types.Info
	locals func() *code.Locals
	// cursors are the package's function bodies' cursors, for the
	// returns mapReturns reads.
	cursors func() code.Bodies
	ins     *inspector.Inspector
	meta    map[*types.Var]bool
	// funcs are the package's functions whose result is handed over,
	// pending those whose returns are not read yet; lits the map literals
	// they return.
	funcs   map[*types.Func]bool
	pending []*types.Func
	lits    map[ast.Expr]bool
	// foreign are the calls of other packages' functions whose results
	// are handed over (returnedkeys.go judges them by their facts).
	foreign []*ast.CallExpr
	pkg     *types.Package
	returns *mapReturns
	// funcs are the package's functions with a body, its seams among them
	// (flow.Bodies): a map a seam returns is handed over as a declared
	// function's is.
	bodies flow.Bodies
}

func newLocalMaps(pkg *types.Package, info *types.Info, files []*ast.File, locals func() *code.Locals, cursors func() code.Bodies, ins *inspector.Inspector) *localMaps {
	return &localMaps{pkg: pkg, info: info, locals: locals, cursors: cursors, ins: ins, bodies: flow.BodiesIn(pkg, info, files)}
}

// defsOf lists the plain assignments of v.
func (l *localMaps) defsOf(v *types.Var) []code.Def {
	return l.locals().Defs()[v]
}

// becomesMeta reports whether v is handed over whole as an object's labels
// or annotations somewhere in the package: the value of Labels or
// Annotations in a literal, assigned to x.Labels, or passed to
// SetLabels/SetAnnotations.
func (l *localMaps) becomesMeta(v *types.Var) bool {
	l.index()
	return l.meta[v]
}

// returnedMeta reports whether lit is a map literal a function of the
// package returns for a caller to hand over as an object's labels or
// annotations.
func (l *localMaps) returnedMeta(lit ast.Expr) bool {
	l.index()
	return l.lits[lit]
}

// index finds the handovers, then what the functions whose results are
// handed over return.
func (l *localMaps) index() {
	if l.meta != nil {
		return
	}
	l.meta, l.funcs, l.lits = map[*types.Var]bool{}, map[*types.Func]bool{}, map[ast.Expr]bool{}
	l.ins.Preorder([]ast.Node{(*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil), (*ast.RangeStmt)(nil)}, l.noteHandover)
	l.noteReturns()
}

// noteReturns marks what the functions in l.funcs return: a local
// variable, a map literal, or the result of another function of the
// package, whose returns are marked in turn (noteValue queues it).
func (l *localMaps) noteReturns() {
	if len(l.pending) == 0 {
		return
	}
	r := l.mapReturns()
	for len(l.pending) > 0 {
		fn := l.pending[len(l.pending)-1]
		l.pending = l.pending[:len(l.pending)-1]
		for _, e := range r.results[fn] {
			l.noteValue(e)
		}
	}
}

// mapReturns is the package's index of what its map-returning functions
// return, built on first use.
func (l *localMaps) mapReturns() *mapReturns {
	if l.returns == nil {
		l.returns = newMapReturns(l.info, l.cursors(), l.bodies)
	}
	return l.returns
}

// noteValue marks e, a value handed over whole: a local variable, a map
// literal, or a call of a function of the package (resolved to its
// declaration by noteReturns; another package's function is none).
func (l *localMaps) noteValue(e ast.Expr) {
	e = ast.Unparen(e)
	if v := code.LocalVarOf(l.info, e); v != nil {
		l.meta[v] = true
		return
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		l.lits[x] = true
	case *ast.CallExpr:
		if passed := passedMaps(l.info, x); len(passed) > 0 {
			for _, m := range passed {
				l.noteValue(m.(ast.Expr))
			}
			return
		}
		fn := l.bodies.Callee(x)
		switch {
		case fn == nil:
		case fn.Pkg() != l.pkg:
			l.foreign = append(l.foreign, x)
		case !l.funcs[fn]:
			l.funcs[fn] = true
			l.pending = append(l.pending, fn)
		}
	}
}

// foreignHandovers lists, in source order, the calls of other packages'
// functions whose results the package hands over as an object's labels
// or annotations: directly, through a function of the package that
// returns the result, or kept first in a local variable that is handed
// over.
func (l *localMaps) foreignHandovers() []*ast.CallExpr {
	l.index()
	out := slices.Clone(l.foreign)
	for v := range l.meta {
		for _, d := range l.defsOf(v) {
			call, ok := ast.Unparen(d.Rhs).(*ast.CallExpr)
			if ok && d.Index == 0 {
				if fn := l.bodies.Callee(call); fn != nil && fn.Pkg() != l.pkg {
					out = append(out, call)
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b *ast.CallExpr) int { return cmp.Compare(a.Pos(), b.Pos()) })
	return slices.Compact(out)
}

// noteHandover marks the local variables n hands over as an object's
// labels or annotations, as metaValue judges a literal in their place.
func (l *localMaps) noteHandover(n ast.Node) {
	var vals []ast.Expr
	switch n := n.(type) {
	case *ast.KeyValueExpr:
		vals = []ast.Expr{n.Value}
	case *ast.AssignStmt:
		vals = n.Rhs
	case *ast.CallExpr:
		vals = n.Args
	case *ast.RangeStmt:
		vals = []ast.Expr{n.X}
	}
	for _, e := range vals {
		switch ast.Unparen(e).(type) {
		case *ast.Ident, *ast.CallExpr: // a literal in place is metaValue's own
			if metaValue(l.info, n, e) {
				l.noteValue(e)
			}
		}
	}
}

// setsMetaMap reports whether call is ObjectMeta's SetLabels or
// SetAnnotations.
func setsMetaMap(info *types.Info, call *ast.CallExpr) bool {
	fn := code.Callee(info, call)
	return fn != nil && len(call.Args) == 1 && (fn.Name() == "SetLabels" || fn.Name() == "SetAnnotations") && isMetaMethod(fn)
}
