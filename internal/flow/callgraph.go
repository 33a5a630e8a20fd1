package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/physical"
	"github.com/kvlint/kvlint/internal/weakcache"
)

// Edge is one static reference from a function of this package to a
// declared function: a call (also under go and defer), a method value or a
// function value (a function handed to another is assumed to be called).
// Closures belong to the function that contains them. Calls through
// an interface method of the module or a function-typed variable or field
// are edges to the implementations the package stores there (dispatch.go),
// with Via set; other dynamic calls are not edges.
type Edge struct {
	Caller *types.Func // nil inside package-level initializers
	Callee *types.Func // as declared (Origin of an instance)
	Node   ast.Node    // the *ast.CallExpr when it is a call, else the reference
	Pos    token.Pos
	Via    types.Object // the interface method or function-typed variable called through; nil for a static edge
}

// CallGraph is the part of a package's walk that no pass changes: its
// functions, its edges and each function's calls in source order.
type CallGraph struct {
	Funcs []*types.Func // functions with a body, in walk order
	Edges []Edge
	Calls map[*types.Func][]Edge // each function's edges, in source order
	// Open are the calls through keys other packages can store into: an
	// importer that sees more stores resolves them further (Resolver).
	Open []Open
	// Narrowed are the calls through interface methods of the module whose
	// receivers hold values of another, wider interface (flow's
	// narrowedFrom), in walk order.
	Narrowed []Narrowed
	dyn      map[*ast.CallExpr][]Edge // the dispatch edges of each resolved dynamic call
	narrowed map[*ast.CallExpr]int    // index in Narrowed
	d        *dispatch
	files    []*ast.File // what the graph was built from
}

// Open is a call through an interface method of the module or a
// function-typed field or variable whose implementations other packages
// may store: Key names the field, variable, parameter or function result
// read, Method the interface method (empty for a function-typed key).
type Open struct {
	Caller *types.Func
	Node   *ast.CallExpr
	Pos    token.Pos
	Via    types.Object
	Key    string
	Method string
}

// Narrowed is a call through an interface method (Via) whose receiver may
// hold a value of another named interface: the call is a call of each of
// Funcs, those interfaces' methods as declared. A package that narrows a
// client to a one-method interface of its own still calls the client's
// method; a pass that names that method treats the call as one of it
// (effects.Spec.Narrowed).
type Narrowed struct {
	Caller *types.Func
	Node   *ast.CallExpr
	Via    types.Object
	Funcs  []*types.Func
}

// Dispatched returns the edges a call through an interface method or a
// function-typed variable resolves to (none for a static or unresolved
// call), for a check that evaluates calls itself rather than reading
// Calls.
func (g *CallGraph) Dispatched(call *ast.CallExpr) []Edge { return g.dyn[call] }

// ArgOffset returns where callee's first parameter stands among call's
// arguments: 1 when the value called is a method expression, in place
// ((*T).Exec(t, "mount")) or through dispatch (run := (*T).Exec, called
// run(t, "mount")), whose receiver comes first, else 0.
func ArgOffset(info *types.Info, call *ast.CallExpr, callee *types.Func) int {
	if callee.Signature().Recv() == nil {
		return 0
	}
	t := info.TypeOf(call.Fun)
	if t == nil {
		return 0
	}
	sig, ok := t.Underlying().(*types.Signature)
	if ok && sig.Params().Len() == callee.Signature().Params().Len()+1 {
		return 1
	}
	return 0
}

// ParamArgs returns the arguments of call that stand for callee's
// parameters: all of them, or those after a method expression's receiver
// (ArgOffset).
func ParamArgs(info *types.Info, call *ast.CallExpr, callee *types.Func) []ast.Expr {
	return call.Args[min(ArgOffset(info, call, callee), len(call.Args)):]
}

// NarrowedTo returns the wider interfaces' methods a call through a
// narrowing interface is a call of (Narrowed's Funcs; none for another
// call).
func (g *CallGraph) NarrowedTo(call *ast.CallExpr) []*types.Func {
	if i, ok := g.narrowed[call]; ok {
		return g.Narrowed[i].Funcs
	}
	return nil
}

func buildCallGraph(pass *analysis.Pass, fs *physical.Files) *CallGraph {
	if fs == nil {
		fs = physical.FromPass(pass)
	}
	var d *dispatch
	st, ran := storesOf(pass)
	switch {
	case st != nil:
		d = st.d
	case ran:
		d = &dispatch{} // another module's package or the standard library's: nothing resolves
	default:
		d = newDispatch(pass, fs, nil) // a driver without Analyzer: this package's stores only
	}
	g := &CallGraph{dyn: map[*ast.CallExpr][]Edge{}, narrowed: map[*ast.CallExpr]int{}, d: d, files: pass.Files}
	seen := map[*types.Func]bool{}
	// An edge carries the whole call when its reference is the call's
	// function, so passes can report on the call. A call is visited before
	// the identifier it calls, which lies in its function expression: the
	// calls visited in between lie there too and their identifiers come
	// first, so the calls awaiting their identifiers are a stack.
	type callAt struct {
		id   *ast.Ident
		call *ast.CallExpr
	}
	var calls []callAt
	// The edges of the function being walked are Edges[from:]: a function
	// is walked once, closures within it.
	var last *types.Func
	from := 0
	sm := seamsOf(pass)
	WalkFuncs(pass, nil, fs, callGraphNodes, func(fn *types.Func) {
		if !seen[fn] {
			seen[fn] = true
			g.Funcs = append(g.Funcs, fn)
		}
	}, func(n ast.Node, cur *types.Func) {
		if cur != last {
			last, from = cur, len(g.Edges)
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			if id := code.CalledIdent(n); id != nil {
				calls = append(calls, callAt{id, n})
			}
		case *ast.Ident:
			callee, ok := pass.TypesInfo.Uses[n].(*types.Func)
			var call *ast.CallExpr
			isCall := len(calls) > 0 && calls[len(calls)-1].id == n
			if isCall {
				call = calls[len(calls)-1].call
				calls = calls[:len(calls)-1]
			}
			if !ok || code.IsInterfaceMethod(callee) {
				// Dynamic dispatch: one edge per implementation the
				// package stores where the call reads (same Node and Pos).
				if isCall {
					if v, isVar := pass.TypesInfo.Uses[n].(*types.Var); isVar && sm.byVar[v] != nil {
						// A seam: the call is one of its literal.
						g.Edges = append(g.Edges, Edge{Caller: cur, Callee: sm.byVar[v], Node: call, Pos: n.Pos()})
					}
					g.addDynamic(cur, call, n, from)
				}
				return
			}
			var node ast.Node = n
			if isCall {
				node = call
			}
			g.Edges = append(g.Edges, Edge{Caller: cur, Callee: callee.Origin(), Node: node, Pos: n.Pos()})
		}
	})
	g.Calls = callsOf(g.Edges, len(g.Funcs))
	g.debugLine()
	return g
}

// addDynamic adds the edges of a dynamic call of id in cur (nil in a
// package-level initializer), whose function's edges start at from: one
// per implementation the package stores where the call reads (same Node
// and Pos), its narrowing, and the Open call importers resolve further.
func (g *CallGraph) addDynamic(cur *types.Func, call *ast.CallExpr, id *ast.Ident, from int) {
	d := g.d
	dc, ok := d.dynamicCall(call, id)
	if !ok {
		if cur != nil {
			g.addInlineNarrowed(cur, call, id)
		}
		return
	}
	// A function that already references the implementation itself
	// (set := f; set()) has its edge; the call is still a call of it for
	// the checks that look at its arguments (Dispatched).
	for _, impl := range d.implementations(dc.key, dc.method) {
		e := Edge{Caller: cur, Callee: impl, Node: call, Pos: id.Pos(), Via: dc.via}
		if cur == nil || !refers(g.Edges[from:], impl) {
			g.Edges = append(g.Edges, e)
		}
		g.dyn[call] = append(g.dyn[call], e)
	}
	if cur == nil {
		return
	}
	g.addNarrowed(cur, call, dc)
	if d.open(dc) {
		g.Open = append(g.Open, Open{Caller: cur, Node: call, Pos: id.Pos(), Via: dc.via, Key: dc.key, Method: dc.method})
	}
}

// addNarrowed records the call through dc in cur when its key narrows
// other interfaces.
func (g *CallGraph) addNarrowed(cur *types.Func, call *ast.CallExpr, dc dynCall) {
	_, wider := g.d.narrowings(dc.key, dc.method)
	if len(wider) == 0 {
		return
	}
	g.narrowed[call] = len(g.Narrowed)
	g.Narrowed = append(g.Narrowed, Narrowed{Caller: cur, Node: call, Via: dc.via, Funcs: wider})
}

// addInlineNarrowed records the call of id in cur when it calls an
// interface method of the module on a value converted or asserted in place
// from a wider interface.
func (g *CallGraph) addInlineNarrowed(cur *types.Func, call *ast.CallExpr, id *ast.Ident) {
	if via, fns := g.d.inlineNarrowing(call, id); len(fns) > 0 {
		g.narrowed[call] = len(g.Narrowed)
		g.Narrowed = append(g.Narrowed, Narrowed{Caller: cur, Node: call, Via: via, Funcs: fns})
	}
}

// callsOf groups the edges with a caller by caller, in edge order. A
// caller's edges are one run of the walk's (its body is walked at once), so
// each caller's are a part of edges; a caller that came again would have its
// runs joined in a copy.
func callsOf(edges []Edge, funcs int) map[*types.Func][]Edge {
	out := make(map[*types.Func][]Edge, funcs)
	for i := 0; i < len(edges); {
		j := i + 1
		for j < len(edges) && edges[j].Caller == edges[i].Caller {
			j++
		}
		if c, prev := edges[i].Caller, out[edges[i].Caller]; c != nil && prev == nil {
			out[c] = edges[i:j:j]
		} else if c != nil {
			out[c] = append(prev, edges[i:j]...) // prev is full: a copy
		}
		i = j
	}
	return out
}

// storesOf returns the result of the kvflow instance pass requires (Analyzer
// or a DebugAnalyzer), and whether it requires one.
func storesOf(pass *analysis.Pass) (*Stores, bool) {
	for _, r := range pass.ResultOf {
		if st, ok := r.(*Stores); ok {
			return st, true
		}
	}
	return nil, false
}

// refers reports whether edges, a function's, include a static reference
// to fn.
func refers(edges []Edge, fn *types.Func) bool {
	for _, c := range edges {
		if c.Callee == fn && c.Via == nil {
			return true
		}
	}
	return false
}

// callGraphNodes are the nodes the call graph's walk looks at.
var callGraphNodes = []ast.Node{(*ast.CallExpr)(nil), (*ast.Ident)(nil)}

// WalkFuncs is the walk the call graph and each pass's own direct facts
// make: it calls enter for each function declared with a body, and visit
// for every other node of the types of nodes (nil: every node) with the
// function whose body it is in (nil outside one), skipping bodiless
// declarations and the files the go command generated with no source
// (cgo's declarations of the C functions' Go stubs: not code anyone wrote),
// which fs tells by the loader's file lists, never by name (nil fs: from
// the pass's physical names). The inspector skips the subtrees that hold
// no node of those types: a walk for assignments does not visit every
// identifier of the package. Without an inspector (nil ins: the call
// graph's walk, see CallGraphOf) it walks the files' syntax, every node.
func WalkFuncs(pass *analysis.Pass, ins *inspector.Inspector, fs *physical.Files, nodes []ast.Node, enter func(*types.Func), visit func(n ast.Node, cur *types.Func)) {
	if fs == nil {
		fs = physical.FromPass(pass)
	}
	var cur *types.Func
	var curEnd token.Pos
	sm := seamsOf(pass)
	wantLit := nodes == nil || slices.Contains(nodes, ast.Node((*ast.FuncLit)(nil)))
	// step notes n, a node of the walk's types or a file or function
	// declaration or a seam's literal, and reports whether to walk below
	// it.
	step := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.File:
			cur, curEnd = nil, token.NoPos
			return !fs.Generated(pass.Fset, n)
		case *ast.FuncDecl:
			cur, curEnd = nil, token.NoPos
			if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				cur, curEnd = fn, n.End()
				enter(fn)
			}
			return n.Body != nil
		case *ast.FuncLit:
			if fn := sm.byLit[n]; fn != nil {
				cur, curEnd = fn, n.End()
				enter(fn)
			}
			if !wantLit {
				return true
			}
		}
		if cur != nil && n.Pos() >= curEnd {
			cur = nil
		}
		visit(n, cur)
		return true
	}
	if ins == nil {
		walkSyntax(pass.Files, nodes, sm, step)
		return
	}
	var filter []ast.Node
	if nodes != nil {
		filter = append([]ast.Node{(*ast.File)(nil), (*ast.FuncDecl)(nil)}, nodes...)
		if len(sm.byLit) > 0 && !wantLit {
			filter = append(filter, (*ast.FuncLit)(nil))
		}
	}
	ins.Nodes(filter, func(n ast.Node, push bool) bool { return !push || step(n) })
}

// walkSyntax walks files in the inspector's order (go/ast's), calling step
// for files, function declarations, seams' literals and nodes of the types
// of nodes (nil: every node), and walking below a node only where step
// says so.
func walkSyntax(files []*ast.File, nodes []ast.Node, sm *seams, step func(ast.Node) bool) {
	want := make([]reflect.Type, len(nodes))
	for i, n := range nodes {
		want[i] = reflect.TypeOf(n)
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case nil:
				return false
			case *ast.File, *ast.FuncDecl:
				return step(n)
			case *ast.FuncLit:
				if sm.byLit[x] != nil {
					return step(n)
				}
			}
			if nodes != nil && !slices.Contains(want, reflect.TypeOf(n)) {
				return true
			}
			return step(n)
		})
	}
}

// graphs shares a package's call graph between kvpending, which builds it
// first, and the passes. It holds graphs weakly: a graph lives while
// kvpending's result holds it for the first pass, then while passkit pins
// it for the others. It carries no configuration, and can never give one
// load's graph to another (a package object belongs to one load, and a
// graph is reused only for the files it was built from).
var graphs weakcache.Cache[*types.Package, CallGraph]

// CallGraphOf returns the call graph of pass's package. Callers must keep
// the result, not its parts, alive while they use it.
//
// It walks the syntax without an inspector. kvpending builds every
// package's graph as soon as the package's dependencies have theirs, far
// ahead of the passes; an inspector built then would live, for the passes
// to come, through most of the analysis, and the collector would mark all
// of them (about 90 MB on KubeVirt) on every cycle.
func CallGraphOf(pass *analysis.Pass, fs *physical.Files) *CallGraph {
	return graphs.Get(pass.Pkg,
		func(g *CallGraph) bool { return slices.Equal(g.files, pass.Files) },
		func() *CallGraph { return buildCallGraph(pass, fs) })
}
