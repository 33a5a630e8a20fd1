package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"weak"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/weakcache"
)

// skeleton is the part of Compute's walk that no pass changes: the
// package's functions, its edges and each function's calls. Every kvlint
// pass computes effects for the same package; the skeleton is built once
// per package and shared, and each pass walks again only for its own
// direct effects.
type skeleton struct {
	funcs []*types.Func // functions with a body, in walk order
	edges []Edge
	calls map[*types.Func][]call
}

// call is one reference from a function to a callee, where it is.
type call struct {
	callee *types.Func
	pos    token.Pos
}

func buildSkeleton(pass *analysis.Pass, ins *inspector.Inspector) *skeleton {
	sk := &skeleton{calls: map[*types.Func][]call{}}
	seen := map[*types.Func]bool{}
	// An edge carries the whole call when its reference is the call's
	// function, so passes can report on the call; a call is visited before
	// the identifier it calls.
	callOf := map[*ast.Ident]*ast.CallExpr{}
	walkFuncs(pass, ins, func(fn *types.Func) {
		if !seen[fn] {
			seen[fn] = true
			sk.funcs = append(sk.funcs, fn)
		}
	}, func(n ast.Node, cur *types.Func) {
		switch n := n.(type) {
		case *ast.CallExpr:
			if id := CalledIdent(n); id != nil {
				callOf[id] = n
			}
		case *ast.Ident:
			callee, ok := pass.TypesInfo.Uses[n].(*types.Func)
			if !ok || isAbstract(callee) {
				return
			}
			callee = callee.Origin()
			var node ast.Node = n
			if call, ok := callOf[n]; ok {
				node = call
			}
			sk.edges = append(sk.edges, Edge{Caller: cur, Callee: callee, Node: node, Pos: n.Pos()})
			if cur != nil {
				sk.calls[cur] = append(sk.calls[cur], call{callee, n.Pos()})
			}
		}
	})
	return sk
}

// walkFuncs is the walk both the skeleton and each pass's direct effects
// make: it calls enter for each function declared with a body, and visit
// for every other node with the function whose body it is in (nil outside
// one), skipping cgo's generated file and bodiless declarations.
func walkFuncs(pass *analysis.Pass, ins *inspector.Inspector, enter func(*types.Func), visit func(n ast.Node, cur *types.Func)) {
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

// skeletons shares a package's skeleton between the passes that compute
// effects for it, as passkit shares the inspector it is built from. It is
// keyed by that inspector, weakly, so it keeps nothing alive, carries no
// configuration, and can never give one load's skeleton to another (an
// inspector belongs to one package's syntax).
var skeletons weakcache.Cache[weak.Pointer[inspector.Inspector], skeleton]

func skeletonOf(pass *analysis.Pass, ins *inspector.Inspector) *skeleton {
	return skeletons.Get(weak.Make(ins), nil, func() *skeleton { return buildSkeleton(pass, ins) })
}
