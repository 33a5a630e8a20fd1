package migrationpair

import (
	"fmt"
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// started is where a side starts a lifecycle: a start call in one of its
// functions, or a call of one of its functions into code that starts it.
type started struct {
	node ast.Node
	how  string
	// chain: for a start through a call, the call's witness links.
	chain []analysis.RelatedInformation
}

// checkCleanups reports MP1003 on cleanup paths: each cleanup path the policy
// names for a side (a function, or the branches of one entered when a
// condition holds) must reach the full stop of every lifecycle that side
// starts, on every path from its entry to a return, the way lostcancel asks
// whether a cancel function is called on every path. A stop counts when it is
// called on the path directly, deferred, or through a function that may stop
// it (its effect summary; across packages through facts). A path that calls
// a retry API (the key goes back on the queue) or returns an error (the
// worker re-queues it) is postponed, not finished, and is not reported.
func (st *state) checkCleanups(byLC []lcCalls) {
	st.staleBranches()
	if st.eff == nil {
		return
	}
	// A function named by several cleanups (the whole of it, and a branch)
	// is scanned once.
	facts := map[*funcGraph][]blockFacts{}
	for _, s := range []side{source, target} {
		sd := st.cfg.Sides.Source
		if s == target {
			sd = st.cfg.Sides.Target
		}
		if len(sd.Cleanup) == 0 {
			continue
		}
		starts := st.startsBy(s, byLC)
		if len(starts) == 0 {
			continue
		}
		// The cleanups whose function is gone or never runs, by function:
		// one report for all the entries that name it.
		type goneFunc struct {
			cls       []*cleanup
			unreached bool // declared, but a decoy
		}
		var gone []*goneFunc
		for ci := range sd.Cleanup {
			cl := &sd.Cleanup[ci]
			all := st.cleanupDecls(cl)
			// A cleanup nothing refers to never runs: the one the code
			// runs was renamed and this one left behind (a decoy).
			decls := slices.DeleteFunc(slices.Clone(all), func(fd *ast.FuncDecl) bool {
				fn, _ := st.ctx.Pass.TypesInfo.Defs[fd.Name].(*types.Func)
				return st.decoy(fn)
			})
			if len(decls) == 0 && cl.Function.Pkg == st.ctx.Pass.Pkg.Path() {
				i := slices.IndexFunc(gone, func(g *goneFunc) bool { return g.cls[0].Function.Raw == cl.Function.Raw })
				if i < 0 {
					gone = append(gone, &goneFunc{unreached: len(all) > 0})
					i = len(gone) - 1
				}
				gone[i].cls = append(gone[i].cls, cl)
				continue
			}
			for _, fd := range decls {
				g := st.graphOf(fd.Body, true)
				if facts[g] == nil {
					facts[g] = st.scanBlocks(fd.Body, g)
				}
				st.checkCleanup(s, cl, fd, g, facts[g], starts)
			}
		}
		for _, g := range gone {
			st.reportNoCleanup(s, g.cls, starts, g.unreached)
		}
	}
}

// staleBranches lists a branch cleanup whose function, in this package,
// never tests its condition (KV0003): no branch of it would be a cleanup
// path, so nothing would be checked — a refactoring that moves the test
// into a helper would switch MP1003 off for the branch without a word.
// Where the side starts what the cleanup must stop, that is an MP1003
// finding instead (reportNoBranch), which marks the entry in use.
func (st *state) staleBranches() {
	for _, sd := range []struct {
		name string
		cfg  sideConfig
	}{{"source", st.cfg.Sides.Source}, {"target", st.cfg.Sides.Target}} {
		for ci := range sd.cfg.Cleanup {
			cl := &sd.cfg.Cleanup[ci]
			if len(cl.When) == 0 && cl.WhenField == nil {
				continue
			}
			for _, fd := range st.cleanupDecls(cl) {
				fn, _ := st.ctx.Pass.TypesInfo.Defs[fd.Name].(*types.Func)
				st.ctx.Expect(cl.Pos, "migration.sides.%s.cleanup: %s never tests whether %s: the branch is no cleanup path",
					sd.name, funcName(fn), whenText(cl))
				if len(st.regions(cl, st.graphOf(fd.Body, true).CFG)) > 0 {
					st.ctx.Used(cl.Pos)
				}
			}
		}
	}
}

// startsBy returns, by lifecycle index, where side s starts each lifecycle
// whose cleanup is its own.
func (st *state) startsBy(s side, byLC []lcCalls) map[int]started {
	out := map[int]started{}
	for i := range st.cfg.Lifecycles {
		lc := &st.cfg.Lifecycles[i]
		if exempt(lc, s) {
			continue
		}
		for _, c := range byLC[i].starts {
			if c.fn != nil && st.sides[c.fn] == s {
				out[i] = started{node: c.call, how: funcName(c.fn) + " starts it here"}
				break
			}
		}
		if _, ok := out[i]; ok {
			continue
		}
		if e, w, ok := st.viaCall(s, lcStart+lc.Name, false); ok {
			out[i] = started{node: e.Node, how: funcName(e.Caller) + " starts it through " + w.Chain[0], chain: st.ctx.Related(w, "calls")}
		}
	}
	return out
}

func exempt(lc *lifecycle, s side) bool {
	for _, e := range lc.Exempt {
		if e.Side == s.String() {
			return true
		}
	}
	return false
}

func kindApplies(lc *lifecycle, kind string) bool {
	return len(lc.Kinds) == 0 || slices.Contains(lc.Kinds, kind)
}

// cleanupDecls returns the declarations of this package that cl names.
func (st *state) cleanupDecls(cl *cleanup) []*ast.FuncDecl {
	var out []*ast.FuncDecl
	for fn, fd := range st.funcDecls() {
		if cl.Function.Match(fn) {
			out = append(out, fd)
		}
	}
	return out
}

func (st *state) checkCleanup(s side, cl *cleanup, fd *ast.FuncDecl, g *funcGraph, facts []blockFacts, starts map[int]started) {
	info := st.ctx.Pass.TypesInfo
	regions := st.regions(cl, g.CFG)
	fn, _ := info.Defs[fd.Name].(*types.Func)
	what := funcName(fn)
	if len(cl.When) > 0 || cl.WhenField != nil {
		what += " (the branch taken when " + whenText(cl) + ")"
	}
	errRes := errorResults(fn)
	if len(regions) == 0 {
		st.reportNoBranch(s, cl, fd, starts)
		return
	}
	for li, start := range starts {
		lc := &st.cfg.Lifecycles[li]
		if !kindApplies(lc, cl.Kind) {
			continue
		}
		done := stoppedBefore(g, li, facts)
		for _, r := range regions {
			if r != g.Blocks[0] && done[r.Index] != 0 {
				continue // stopped (or the stop deferred) on every path into the branch
			}
			exit, partial, ok := uncovered(r, li, facts, errRes, info, false)
			if !ok {
				continue
			}
			var at ast.Node = exit
			if exit == nil {
				at = &ast.Ident{NamePos: fd.Body.Rbrace, Name: "}"}
			}
			if partial != nil {
				st.ctx.Report.On(lc.Name+" "+s.String()+" "+cl.Kind+" cleanup stops a subset").Report("MP1003", st.subsetDiagnostic(li, partial, at, start,
					fmt.Sprintf("lifecycle %q: the %s side's %s cleanup %s stops only a subset of it here", lc.Name, s, cl.Kind, what)))
			} else {
				st.ctx.Report.On(lc.Name+" "+s.String()+" "+cl.Kind+" cleanup without stop").Report("MP1003", st.withChain(start, st.diagnostic(at, start.node, start.how,
					"lifecycle %q: the %s side's %s cleanup %s returns here without stopping it",
					lc.Name, s, cl.Kind, what)))
			}
			break // one report per cleanup and lifecycle
		}
	}
}

// reportNoBranch reports a branch cleanup whose function no longer tests
// its condition while the side starts what that cleanup must stop: the
// branch that stopped it is gone (removed, or its test written another
// way), so nothing says the side stops what it started when that cleanup
// is due. Its absence is the bug the branch's check is for; a stale entry
// alone (KV0003, which fails only a strict run) would let it through. One
// report per cleanup, at the function, naming the lifecycles, the first
// one's start as related information; the entry is in use: it found this.
func (st *state) reportNoBranch(s side, cl *cleanup, fd *ast.FuncDecl, starts map[int]started) {
	due := st.dueStarts(cl, starts)
	if len(due) == 0 {
		return
	}
	fn, _ := st.ctx.Pass.TypesInfo.Defs[fd.Name].(*types.Func)
	st.ctx.Used(cl.Pos)
	start := starts[due[0]]
	what := "lifecycle " + strconv.Quote(st.cfg.Lifecycles[due[0]].Name)
	if len(due) > 1 {
		what += fmt.Sprintf(" (and %d more)", len(due)-1)
	}
	st.ctx.Report.On(s.String()+" "+cl.Kind+" cleanup without its branch").Report("MP1003", st.withChain(start, st.diagnostic(fd.Name, start.node, start.how,
		"the %s side's %s cleanup %s never tests whether %s: no branch there is known to stop %s",
		s, cl.Kind, funcName(fn), whenText(cl), what)))
}

// reportNoCleanup reports a cleanup whose function the package it names
// no longer declares, or declares but never runs (unreached: a decoy left
// behind), while the side starts what that cleanup must stop (the function
// removed, or renamed without the profile): nothing checks
// that the side stops it, the same silence as a branch no longer tested
// (reportNoBranch). One report per function, naming every kind of cleanup
// the policy gives it, at the first start one of them must stop.
func (st *state) reportNoCleanup(s side, cls []*cleanup, starts map[int]started, unreached bool) {
	var kinds []string
	first := -1
	for _, cl := range cls {
		due := st.dueStarts(cl, starts)
		if len(due) == 0 {
			continue
		}
		kinds = append(kinds, cl.Kind)
		if first < 0 || due[0] < first {
			first = due[0]
		}
	}
	if first < 0 {
		return
	}
	start := starts[first]
	subject, why := "missing", "is not in the package"
	if unreached {
		subject, why = "unreached", "never runs: nothing refers to it"
	}
	st.ctx.Report.On(s.String()+" "+strings.Join(kinds, "+")+" cleanup "+subject).Report("MP1003", st.withChain(start, st.diagnostic(start.node, nil, "",
		"lifecycle %q: the %s side starts it, but its %s cleanup %s %s",
		st.cfg.Lifecycles[first].Name, s, strings.Join(kinds, " and "), cls[0].Function.Raw, why)))
}

// dueStarts returns the lifecycles among starts that cleanup cl must stop
// (its kind applies), in lifecycle order.
func (st *state) dueStarts(cl *cleanup, starts map[int]started) []int {
	var out []int
	for _, li := range slices.Sorted(maps.Keys(starts)) {
		if kindApplies(&st.cfg.Lifecycles[li], cl.Kind) {
			out = append(out, li)
		}
	}
	return out
}

func calleeName(info *types.Info, n ast.Node) string {
	if call, ok := n.(*ast.CallExpr); ok {
		if fn := code.Callee(info, call); fn != nil {
			return selector.Name(fn)
		}
	}
	return types.ExprString(n.(ast.Expr))
}

// stoppedBefore returns, by block, whether lifecycle li is fully stopped
// (or its stop deferred) on every path from the entry into the block
// (non-zero when it is).
func stoppedBefore(g *funcGraph, li int, facts []blockFacts) []fieldSet {
	gen := make([]fieldSet, len(g.Blocks))
	for i := range gen {
		if facts[i].full[li] != nil {
			gen[i] = 1
		}
	}
	in, _ := flow.MustForward(g, gen)
	return in
}

// uncovered searches for a path from r to a return that neither stops
// lifecycle li fully nor is postponed. It returns the return statement (nil
// when the path falls off the end of the function) and the first partial
// stop on the path, if any.
//
// With needPartial only a path that reaches a partial stop counts (a
// helper's guarded partial stop, partialPath).
func uncovered(r *cfg.Block, li int, facts []blockFacts, errRes []int, info *types.Info, needPartial bool) (exit *ast.ReturnStmt, partialOut ast.Node, found bool) {
	type key struct {
		b       int32
		partial bool
	}
	seen := map[key]bool{}
	var visit func(b *cfg.Block, partial ast.Node) bool
	visit = func(b *cfg.Block, partial ast.Node) bool {
		f := facts[b.Index]
		if f.full[li] != nil || f.retry {
			return false
		}
		if partial == nil {
			partial = f.partial[li]
		}
		k := key{b.Index, partial != nil}
		if seen[k] {
			return false
		}
		seen[k] = true
		if len(b.Succs) == 0 {
			ret := b.Return()
			if ret != nil && returnsError(ret, errRes, info) {
				return false
			}
			if ret == nil && !reachesEnd(b, info) {
				return false // a call that does not return (panic)
			}
			if needPartial && partial == nil {
				return false
			}
			exit, found, partialOut = ret, true, partial
			return true
		}
		for _, s := range b.Succs {
			if visit(s, partial) {
				return true
			}
		}
		return false
	}
	visit(r, nil)
	return exit, partialOut, found
}

// reachesEnd reports whether a block without successors and without a
// return is the function's fall-through end rather than a panic.
func reachesEnd(b *cfg.Block, info *types.Info) bool {
	if len(b.Nodes) == 0 {
		return true
	}
	if es, ok := b.Nodes[len(b.Nodes)-1].(*ast.ExprStmt); ok {
		if call, isCall := ast.Unparen(es.X).(*ast.CallExpr); isCall && code.IsBuiltin(info, call, "panic") {
			return false
		}
	}
	return true
}

// errorResults returns the indices of fn's results of type error.
func errorResults(fn *types.Func) []int {
	if fn == nil {
		return nil
	}
	sig, _ := fn.Type().(*types.Signature)
	var out []int
	for i := 0; sig != nil && i < sig.Results().Len(); i++ {
		if code.IsError(sig.Results().At(i).Type()) {
			out = append(out, i)
		}
	}
	return out
}

// returnsError reports whether ret hands back an error: the worker re-queues
// the key, so the cleanup runs again. An error variable or a constructed
// error counts; nil does not, and neither does the result of another call
// (c.updateVMI(...) is nil when it succeeds).
func returnsError(ret *ast.ReturnStmt, errRes []int, info *types.Info) bool {
	for _, i := range errRes {
		if i >= len(ret.Results) {
			continue
		}
		e := ast.Unparen(ret.Results[i])
		if code.IsNil(info, e) {
			continue
		}
		switch x := e.(type) {
		case *ast.Ident, *ast.SelectorExpr:
			return true
		case *ast.CallExpr:
			if fn := code.Callee(info, x); fn != nil && fn.Pkg() != nil {
				switch selector.PkgPath(fn.Pkg()) {
				case "fmt", "errors", "github.com/pkg/errors":
					return true
				}
			}
		case *ast.UnaryExpr, *ast.CompositeLit:
			return true
		}
	}
	return false
}

// withChain appends, after the start, the links of the call chain by which
// the side starts the lifecycle, when it starts it through a call.
func (st *state) withChain(start started, d analysis.Diagnostic) analysis.Diagnostic {
	d.Related = append(d.Related, start.chain...)
	return d
}
