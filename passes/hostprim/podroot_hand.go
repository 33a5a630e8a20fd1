package hostprim

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/selector"
)

// Callbacks: a function that calls one of its parameters hands what it
// passes there to whatever its callers pass in, as filepath.Walk hands
// each path to its walkFn (visits). A helper that resolves a launcher's
// root and calls fn(root) gives the root to the caller's function literal,
// which follows it; one that calls fn(p) with its own argument p gives it
// whatever the caller passed for p. Without this a pull request could move
// the operation into a callback and the helper would hide the root.

// podHand is what a function passes at argument Arg of its calls of its
// parameter Param: a root, or what flows from its parameters. At is where
// the first such call is, for the chains of named callbacks.
type podHand struct {
	Param, Arg int
	Val        podResult
	At         string
}

// handCall records what a call of a parameter of the function being
// walked passes to it, and reports whether call was one.
func (pr *podRoot) handCall(call *ast.CallExpr) bool {
	fn := pr.fn()
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if fn == nil || !ok {
		return false
	}
	p, _ := pr.info.Uses[id].(*types.Var)
	j, ok := fn.params[p]
	if !ok {
		return false
	}
	for m, a := range call.Args {
		pr.hand(j, m, pr.eval(a), pr.at(call))
	}
	return true
}

// hand joins v into what the function being walked passes at argument m
// of its parameter j.
func (pr *podRoot) hand(j, m int, v val, at string) {
	if !v.root && !v.own && v.anyParams().empty() {
		return
	}
	fn := pr.fn()
	i := slices.IndexFunc(fn.sum.Hands, func(h podHand) bool { return h.Param == j && h.Arg == m })
	if i < 0 {
		fn.sum.Hands = append(fn.sum.Hands, podHand{Param: j, Arg: m, At: at})
		i = len(fn.sum.Hands) - 1
		pr.walk.grew = true
	}
	if joinResult(&fn.sum.Hands[i].Val, v) {
		pr.walk.grew = true
	}
}

// bindHands gives the function values a call of fn passes what fn's
// summary says it hands them: a literal's parameter holds it, a named
// function's summary says whether it reaches an operation, and a
// parameter of the function being walked hands it on.
func (pr *podRoot) bindHands(call *ast.CallExpr, fn *types.Func, sum *podRootFact, name string) {
	if len(sum.Hands) == 0 {
		return
	}
	args := pr.args(call, fn)
	for _, h := range sum.Hands {
		if h.Param >= len(args) {
			continue
		}
		v := pr.resultVal(fn, h.Val, args)
		if v.empty() {
			continue
		}
		for _, e := range args[h.Param] {
			pr.handTo(e, h, v, name, call)
		}
	}
}

// handTo hands v, passed at argument h.Arg of calls of the function value
// e, to what e is.
func (pr *podRoot) handTo(e ast.Expr, h podHand, v val, name string, call *ast.CallExpr) {
	e = ast.Unparen(e)
	if lit, ok := e.(*ast.FuncLit); ok {
		pr.bindParam(lit, h.Arg, v)
		return
	}
	var obj types.Object
	switch e := e.(type) {
	case *ast.Ident:
		obj = pr.info.Uses[e]
	case *ast.SelectorExpr:
		obj = pr.info.Uses[e.Sel]
	}
	switch obj := obj.(type) {
	case *types.Var:
		fn := pr.fn()
		if fn == nil {
			return
		}
		if j, ok := fn.params[obj]; ok {
			pr.hand(j, h.Arg, v, h.At)
			return
		}
		for _, lit := range pr.calledLits(e) {
			pr.bindParam(lit, h.Arg, v)
		}
	case *types.Func:
		pr.namedCallback(obj, h, v, name, call)
	}
}

// namedCallback checks v against the summary of the function cb handed as
// a callback: the chain reads caller → callee → cb → operation.
func (pr *podRoot) namedCallback(cb *types.Func, h podHand, v val, name string, call *ast.CallExpr) {
	if sel, ok := pr.followS.Match(cb); ok {
		pr.followCallback(cb, sel, h, v, name, call)
		return
	}
	sum := pr.summary(cb)
	if sum == nil {
		return
	}
	j := h.Arg
	if cb.Signature().Recv() != nil {
		j++ // a method value: the receiver is bound
	}
	at, cbName := pr.at(call), effects.CalleeName(cb, nil)
	if sum.sinks(j) {
		pr.sinkVia(v, calledVia(calledVia(sum.Via[j], cbName, h.At), name, at), call.Pos(), call.End(), true, false, nil)
	}
	if sum.treeSinks(j) {
		pr.sinkVia(v, calledVia(calledVia(sum.Tree[j], cbName, h.At), name, at), call.Pos(), call.End(), true, true, nil)
	}
}

// followCallback checks v handed to an operation passed as the callback
// (each(paths, os.Remove)) at its argument h.Arg: a path argument of the
// operation follows it. An entry whose judgement needs the call's other
// arguments (the program a run names, open flags) is not judged without
// them; a network argument is not a constant there, which follows.
func (pr *podRoot) followCallback(cb *types.Func, sel selector.Selector, h podHand, v val, name string, call *ast.CallExpr) {
	for _, op := range pr.cfg.Follow {
		if op.API.Raw != sel.Raw || op.Program != nil || op.Flags != nil {
			continue
		}
		if !slices.Contains(op.pathArgs(), h.Arg) {
			continue
		}
		w := calledVia(opWitness(selector.Name(cb), h.At), name, pr.at(call))
		pr.sinkVia(v, w, call.Pos(), call.End(), true, op.Below, nil)
	}
}

// bindParam stores v into parameter m of lit (none for the variadic one:
// it holds a slice of what is passed).
func (pr *podRoot) bindParam(lit *ast.FuncLit, m int, v val) {
	if ps := code.LitParams(pr.info, lit); m < len(ps) {
		pr.storeVar(ps[m], v)
	}
}

// handText renders a hand for the fact's String.
func (f *podRootFact) handText(h podHand) string {
	var what []string
	switch {
	case h.Val.Root && h.Val.Tree:
		what = append(what, "tree from "+h.Val.Origin)
	case h.Val.Root:
		what = append(what, "root from "+h.Val.Origin)
	}
	for j, name := range f.Names {
		if h.Val.Params.has(j) {
			what = append(what, name)
		}
		if h.Val.Below.has(j) {
			what = append(what, "below "+name)
		}
	}
	return fmt.Sprintf("hands %v to %s [%d]", what, f.Names[h.Param], h.Arg)
}
