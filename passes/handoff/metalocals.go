package handoff

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

// localMaps answers HO1007's two questions about a local variable that
// holds a map a key is written into: what assigns it, and whether it
// becomes an object's labels or annotations. KubeVirt builds a pod's or a
// VMI's labels in a local map and hands the whole map over afterwards
// (labels := map[string]string{…}; pod.ObjectMeta.Labels = labels), so a
// key set in such a map is set on the object as surely as one set in place.
// The handovers are indexed at the first question (most packages never
// ask); the assignments are the package's shared index (code.Locals).
type localMaps struct {
	info   *types.Info
	locals func() *code.Locals
	ins    *inspector.Inspector
	meta   map[*types.Var]bool
}

func newLocalMaps(info *types.Info, locals func() *code.Locals, ins *inspector.Inspector) *localMaps {
	return &localMaps{info: info, locals: locals, ins: ins}
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
	if l.meta == nil {
		l.meta = map[*types.Var]bool{}
		l.ins.Preorder([]ast.Node{(*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)}, l.noteHandover)
	}
	return l.meta[v]
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
	}
	for _, e := range vals {
		if v := code.LocalVarOf(l.info, e); v != nil && metaValue(l.info, n, e) {
			l.meta[v] = true
		}
	}
}

// setsMetaMap reports whether call is ObjectMeta's SetLabels or
// SetAnnotations.
func setsMetaMap(info *types.Info, call *ast.CallExpr) bool {
	fn := code.Callee(info, call)
	return fn != nil && len(call.Args) == 1 && (fn.Name() == "SetLabels" || fn.Name() == "SetAnnotations") && isMetaMethod(fn)
}
