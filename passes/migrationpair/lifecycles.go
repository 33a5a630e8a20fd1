package migrationpair

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
)

// lcCall is one start or stop call with its key argument.
type lcCall struct {
	call *ast.CallExpr
	key  ast.Expr
	fn   *types.Func
	keys derivs // how the key is derived; nil when it cannot be told
}

// lcCalls are the calls of one lifecycle in the package.
type lcCalls struct{ starts, stops, partials []lcCall }

// findLifecycleCalls indexes the start, stop and partial-stop calls of every
// lifecycle, by lifecycle, with their key derivations.
func (st *state) findLifecycleCalls() []lcCalls {
	pass := st.ctx.Pass
	byLC := make([]lcCalls, len(st.cfg.Lifecycles))
	// The function a call is in: its declaration's or its seam's (the
	// engine's walk), never the function walked last, which once took a
	// call in a package-level declaration.
	flow.WalkFuncs(pass, st.ctx.Inspector(), nil, []ast.Node{(*ast.CallExpr)(nil)}, func(*types.Func) {}, func(n ast.Node, fn *types.Func) {
		call := n.(*ast.CallExpr)
		callee := code.Callee(pass.TypesInfo, call)
		var impls []*types.Func // what the call dispatches to, once asked
		dispatched := false
		for i := range st.cfg.Lifecycles {
			lc := &st.cfg.Lifecycles[i]
			kind := lcKind(lc, callee)
			if kind == "" {
				if !dispatched {
					impls, dispatched = st.dispatched(call), true
				}
				kind = implsKind(lc, impls)
			}
			if kind == "" {
				continue
			}
			c := lcCall{call: call, fn: fn}
			if k := *lc.Key + st.keyOffset(call, callee, impls); k < len(call.Args) {
				c.key = call.Args[k]
				c.keys = st.keyer().derive(c.key, 0)
			}
			switch kind {
			case lcStart:
				byLC[i].starts = append(byLC[i].starts, c)
			case lcStop:
				byLC[i].stops = append(byLC[i].stops, c)
			default:
				byLC[i].partials = append(byLC[i].partials, c)
			}
		}
	})
	return byLC
}

// Effect-key prefixes of lifecycle calls in effect summaries.
const (
	lcStart   = "lc-start "
	lcStop    = "lc-stop "
	lcPartial = "lc-partial "
)

// lcKind says whether callee starts, stops or partially stops lc ("" if none,
// or if the callee is unknown: a call of a function value).
func lcKind(lc *lifecycle, callee *types.Func) string {
	switch {
	case callee == nil:
		return ""
	case lc.Start.Match(callee):
		return lcStart
	case lc.Stop.Match(callee):
		return lcStop
	}
	for _, p := range lc.PartialStops {
		if p.Match(callee) {
			return lcPartial
		}
	}
	return ""
}

// checkLifecycles reports MP1003 key findings: a start with no stop anywhere
// in the package, a stop whose key is derived differently from every start's
// key, and a stop whose key covers only some derivations of a start's key.
func (st *state) checkLifecycles(byLC []lcCalls) {
	for i, lc := range st.cfg.Lifecycles {
		f := byLC[i]
		if len(f.starts) > 0 && len(f.stops) == 0 && !st.stopsThroughCalls(&lc) {
			for _, s := range f.starts {
				st.ctx.Report.On(lc.Name+" start without stop").Reportf("MP1003", s.call.Pos(), s.call.End(),
					"lifecycle %q: %s starts it here but nothing in its package calls %s, so it is never stopped",
					lc.Name, funcName(s.fn), lc.Stop)
			}
			continue
		}
		if len(f.starts) == 0 || len(f.stops) == 0 {
			continue
		}
		// Each start, with how it derives its key, is a related location
		// of a stop whose key matches none of them.
		var startKeys []analysis.RelatedInformation
		for _, s := range f.starts {
			if s.keys == nil {
				startKeys = nil
				break
			}
			startKeys = append(startKeys, analysis.RelatedInformation{Pos: s.call.Pos(), End: s.call.End(),
				Message: "a start derives its key as " + s.keys.shown()})
		}
		if startKeys == nil {
			continue // a start whose key cannot be told may match any stop
		}
		// Stops in one function cover together: a cleanup that stops the
		// local key and the source key in turn stops both derivations.
		together := map[*types.Func]derivs{}
		for _, s := range f.stops {
			if s.keys != nil {
				together[s.fn] = append(together[s.fn], s.keys...)
			}
		}
		reported := map[*types.Func]bool{}
		for _, s := range f.stops {
			if s.keys == nil || reported[s.fn] {
				continue
			}
			var missing derivs
			var partOf lcCall
			meets := false
			for _, t := range f.starts {
				if !t.keys.meets(s.keys) {
					continue
				}
				meets = true
				if m := t.keys.minus(together[s.fn]); len(m) > 0 && missing == nil {
					missing, partOf = m, t
				}
			}
			switch {
			case meets && missing == nil:
			case missing != nil:
				reported[s.fn] = true
				st.ctx.Report.On(lc.Name+" stop "+s.keys.shown()+" misses "+missing.inner()).Report("MP1003", st.diagnostic(s.call, partOf.call,
					fmt.Sprintf("the start's key is derived here as %s", partOf.keys.inner()),
					"lifecycle %q: %s stops it with key %s but never with the start's key %s",
					lc.Name, funcName(s.fn), s.keys.shown(), missing.leaves()))
			default:
				st.ctx.Report.On(lc.Name+" stop "+s.keys.shown()+" mismatched").Report("MP1003", analysis.Diagnostic{
					Pos: s.call.Pos(), End: s.call.End(), Related: startKeys,
					Message: fmt.Sprintf("lifecycle %q: %s stops it with key %s, derived differently from every start's key",
						lc.Name, funcName(s.fn), s.keys.shown()),
				})
			}
		}
	}
}

// deriv is one way a key is derived: an identity (callee, field, constant,
// package variable), how the key expression reads down to it (shown) and the
// leaf expression with the function that returns it (inner), for messages.
type deriv struct{ id, shown, inner string }

// derivs is the set of derivations of a key, sorted by id; nil when any of
// them cannot be told.
type derivs []deriv

func (d derivs) meets(o derivs) bool {
	for _, a := range d {
		for _, b := range o {
			if a.id == b.id {
				return true
			}
		}
	}
	return false
}

// minus returns the derivations of d that o lacks.
func (d derivs) minus(o derivs) derivs {
	var out derivs
	for _, a := range d {
		found := false
		for _, b := range o {
			found = found || a.id == b.id
		}
		if !found {
			out = append(out, a)
		}
	}
	return out
}

// shown renders a key: its chain when it has one derivation, else the
// derivations' leaf expressions.
func (d derivs) shown() string {
	if len(d) == 1 {
		return d[0].shown
	}
	return d.inner()
}

func (d derivs) inner() string {
	var parts []string
	for _, x := range d {
		parts = append(parts, x.inner)
	}
	return oneOf(parts)
}

// leaves is inner without the functions that return the leaf expressions,
// for a message whose related location shows them.
func (d derivs) leaves() string {
	var parts []string
	for _, x := range d {
		leaf, _, _ := strings.Cut(x.inner, " (in ")
		parts = append(parts, leaf)
	}
	return oneOf(parts)
}

func oneOf(parts []string) string {
	if len(parts) == 1 {
		return parts[0]
	}
	return "one of " + strings.Join(parts, ", ")
}

func union(sets ...derivs) derivs {
	seen := map[string]bool{}
	var out derivs
	for _, s := range sets {
		if s == nil {
			return nil
		}
		for _, x := range s {
			if !seen[x.id] {
				seen[x.id] = true
				out = append(out, x)
			}
		}
	}
	slices.SortFunc(out, func(a, b deriv) int { return cmp.Compare(a.id, b.id) })
	return out
}

// keyOffset is where a lifecycle call's parameters start among its
// arguments: one on for a method expression's call
// (ProxyManager.StopTargetListener(m, key), in place or through a
// variable), whose receiver comes first (flow.ArgOffset).
func (st *state) keyOffset(call *ast.CallExpr, callee *types.Func, impls []*types.Func) int {
	if callee == nil && len(impls) > 0 {
		callee = impls[0]
	}
	if callee == nil {
		return 0
	}
	return flow.ArgOffset(st.ctx.Pass.TypesInfo, call, callee)
}
