package readmap

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// watchAPIs are the controller-runtime calls that make a controller watch
// something, by package, with the index of the argument that says what:
// the object whose events wake the reconciler, or the channel. They are to
// an operator built on controller-runtime what informer handlers are to
// KubeVirt's controllers. WatchesRawSource is not listed: the source it
// takes is one of these calls.
var watchAPIs = map[string]map[string]int{
	"sigs.k8s.io/controller-runtime/pkg/source": {
		"Kind": 1, "TypedKind": 1, "Channel": 0, "TypedChannel": 0,
	},
	"sigs.k8s.io/controller-runtime/pkg/builder": {
		"For": 0, "Owns": 0, "Watches": 0, "WatchesMetadata": 0,
	},
}

// watches records each controller-runtime watch at the call, named by the
// function that sets it up (a watch made in a function literal belongs to
// the declaration around it), with the API and the watched type, or the
// expression where its static type is an interface (a loop over
// client.Objects).
func (f *facts) watches(pass *analysis.Pass, ins *inspector.Inspector) {
	info := pass.TypesInfo
	ins.WithStack([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if !push {
			return true
		}
		call := n.(*ast.CallExpr)
		fn := code.Callee(info, call)
		if fn == nil || fn.Pkg() == nil {
			return true
		}
		at, ok := watchAPIs[selector.PkgPath(fn.Pkg())][fn.Name()]
		if !ok || at >= len(call.Args) || !isWatchAPI(fn) {
			return true
		}
		i := slices.IndexFunc(stack, func(n ast.Node) bool { _, ok := n.(*ast.FuncDecl); return ok })
		if i < 0 {
			return true
		}
		decl, _ := info.Defs[stack[i].(*ast.FuncDecl).Name].(*types.Func)
		if decl == nil {
			return true
		}
		f.Entries = append(f.Entries, entry{
			Kind:   "watch",
			Name:   selector.DeclName(decl),
			Detail: fn.Pkg().Name() + "." + fn.Name() + " of " + watched(info, call.Args[at]),
			Pos:    code.CalledIdent(call).Pos(),
		})
		return true
	})
}

// isWatchAPI tells the builder's methods from functions of its package
// that happen to share a name: a watch is a method of the builder.
func isWatchAPI(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if selector.PkgPath(fn.Pkg()) != "sigs.k8s.io/controller-runtime/pkg/builder" {
		return sig.Recv() == nil
	}
	if sig.Recv() == nil {
		return false
	}
	n, ok := code.Deref(sig.Recv().Type()).(*types.Named)
	return ok && n.Obj().Name() == "TypedBuilder"
}

// watched names what a watch argument holds: the named type of the object
// (client.Object(&v1.KubeVirt{}) is a KubeVirt), or the expression.
func watched(info *types.Info, e ast.Expr) string {
	e = ast.Unparen(e)
	if conv, ok := e.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := info.Types[conv.Fun]; ok && tv.IsType() {
			e = ast.Unparen(conv.Args[0])
		}
	}
	if t := info.TypeOf(e); t != nil && !types.IsInterface(t) {
		if n, ok := types.Unalias(code.Deref(t)).(*types.Named); ok {
			return types.TypeString(n, code.ShortQualifier)
		}
	}
	return types.ExprString(e)
}
