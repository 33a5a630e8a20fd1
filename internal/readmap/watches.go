package readmap

import (
	"go/ast"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// watchAPI is one controller-runtime call that makes a controller watch
// something: the argument that says what (the object whose events wake the
// reconciler, or the channel), and the receiver type's name for a method.
type watchAPI struct {
	arg  int
	recv string
}

// watchAPIs are those calls, by package and name. They are to an operator
// built on controller-runtime what informer handlers are to KubeVirt's
// controllers. WatchesRawSource is not listed: the source it takes is one
// of these calls.
var watchAPIs = map[string]map[string]watchAPI{
	"sigs.k8s.io/controller-runtime/pkg/source": {
		"Kind": {arg: 1}, "TypedKind": {arg: 1}, "Channel": {arg: 0}, "TypedChannel": {arg: 0},
	},
	"sigs.k8s.io/controller-runtime/pkg/builder": {
		"For":             {arg: 0, recv: "TypedBuilder"},
		"Owns":            {arg: 0, recv: "TypedBuilder"},
		"Watches":         {arg: 0, recv: "TypedBuilder"},
		"WatchesMetadata": {arg: 0, recv: "TypedBuilder"},
	},
}

// watch records a controller-runtime watch at the call, named by the
// function that sets it up (a watch made in a function literal belongs to
// the declaration around it; one at package level to none, and is not
// listed), with the API and the watched type, or the expression where its
// static type is an interface (a loop over client.Objects).
func (f *facts) watch(info *types.Info, call *ast.CallExpr, stack []ast.Node) {
	fn := code.Callee(info, call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	api, ok := watchAPIs[selector.PkgPath(fn.Pkg())][fn.Name()]
	if !ok || api.arg >= len(call.Args) || recvName(fn) != api.recv {
		return
	}
	decl := sites.FuncOf(info, stack)
	if decl == nil {
		return
	}
	f.Entries = append(f.Entries, entry{
		Kind:   "watch",
		Name:   selector.DeclName(decl),
		Detail: fn.Pkg().Name() + "." + fn.Name() + " of " + watched(info, call.Args[api.arg]),
		Pos:    code.CalledIdent(call).Pos(),
	})
}

// recvName is the name of fn's receiver type, "" for a function: a builder
// method and a function of its package that shares the name differ here.
func recvName(fn *types.Func) string {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return ""
	}
	if n, ok := code.Deref(recv.Type()).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
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
