package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"weak"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/weakcache"
)

// Edge is one static reference from a function of this package to a
// declared function: a call (also under go and defer), a method value or a
// function value (a function handed to another is assumed to be called).
// Closures belong to the function that contains them. Calls through
// interface methods and function-typed variables are not edges: their
// target is not known statically.
type Edge struct {
	Caller *types.Func // nil inside package-level initializers
	Callee *types.Func // as declared (Origin of an instance)
	Node   ast.Node    // the *ast.CallExpr when it is a call, else the reference
	Pos    token.Pos
}

// Call is one reference from a function to a callee, where it is.
type Call struct {
	Callee *types.Func
	Pos    token.Pos
}

// CallGraph is the part of a package's walk that no pass changes: its
// functions, its edges and each function's calls in source order.
type CallGraph struct {
	Funcs []*types.Func // functions with a body, in walk order
	Edges []Edge
	Calls map[*types.Func][]Call
}

func buildCallGraph(pass *analysis.Pass, ins *inspector.Inspector) *CallGraph {
	g := &CallGraph{Calls: map[*types.Func][]Call{}}
	seen := map[*types.Func]bool{}
	// An edge carries the whole call when its reference is the call's
	// function, so passes can report on the call; a call is visited before
	// the identifier it calls.
	callOf := map[*ast.Ident]*ast.CallExpr{}
	WalkFuncs(pass, ins, func(fn *types.Func) {
		if !seen[fn] {
			seen[fn] = true
			g.Funcs = append(g.Funcs, fn)
		}
	}, func(n ast.Node, cur *types.Func) {
		switch n := n.(type) {
		case *ast.CallExpr:
			if id := code.CalledIdent(n); id != nil {
				callOf[id] = n
			}
		case *ast.Ident:
			callee, ok := pass.TypesInfo.Uses[n].(*types.Func)
			// Dynamic dispatch plugs in here: for an abstract callee, a
			// resolver would append one edge per concrete implementation
			// (same Node and Pos) instead of dropping the reference.
			if !ok || isAbstract(callee) {
				return
			}
			callee = callee.Origin()
			var node ast.Node = n
			if call, ok := callOf[n]; ok {
				node = call
			}
			g.Edges = append(g.Edges, Edge{Caller: cur, Callee: callee, Node: node, Pos: n.Pos()})
			if cur != nil {
				g.Calls[cur] = append(g.Calls[cur], Call{callee, n.Pos()})
			}
		}
	})
	return g
}

// WalkFuncs is the walk the call graph and each pass's own direct facts
// make: it calls enter for each function declared with a body, and visit
// for every other node with the function whose body it is in (nil outside
// one), skipping cgo's generated file and bodiless declarations.
func WalkFuncs(pass *analysis.Pass, ins *inspector.Inspector, enter func(*types.Func), visit func(n ast.Node, cur *types.Func)) {
	var cur *types.Func
	var curEnd token.Pos
	ins.Nodes(nil, func(n ast.Node, push bool) bool {
		if !push {
			return true
		}
		switch n := n.(type) {
		case *ast.File:
			cur, curEnd = nil, token.NoPos
			return !isCgoTypes(pass, n)
		case *ast.FuncDecl:
			cur, curEnd = nil, token.NoPos
			if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				cur, curEnd = fn, n.End()
				enter(fn)
			}
			return n.Body != nil
		}
		if cur != nil && n.Pos() >= curEnd {
			cur = nil
		}
		visit(n, cur)
		return true
	})
}

// isCgoTypes reports whether f is cgo's generated _cgo_gotypes.go, which
// declares the C functions' Go stubs: not code anyone wrote.
func isCgoTypes(pass *analysis.Pass, f *ast.File) bool {
	return strings.HasSuffix(pass.Fset.Position(f.Pos()).Filename, "_cgo_gotypes.go")
}

// isAbstract reports interface methods: their implementation is not known.
func isAbstract(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return false
	}
	return types.IsInterface(sig.Recv().Type())
}

// graphs shares a package's call graph between the passes that use it, as
// passkit shares the inspector it is built from. It is keyed by that
// inspector, weakly, so it keeps nothing alive, carries no configuration,
// and can never give one load's graph to another.
var graphs weakcache.Cache[weak.Pointer[inspector.Inspector], CallGraph]

// CallGraphOf returns the call graph of pass's package. Callers must keep
// the result, not its parts, alive while they use it.
func CallGraphOf(pass *analysis.Pass, ins *inspector.Inspector) *CallGraph {
	return graphs.Get(weak.Make(ins), nil, func() *CallGraph { return buildCallGraph(pass, ins) })
}
