package hostprim

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// podPending is a call through an interface method or a function-typed key
// whose implementations importers may store (flow.Open), reached by the
// summarised function with a path in another root, or with one of its
// parameters, in argument Arg. The package that wires the key sees the
// implementation, and through its fact which of its parameters reach an
// operation: it solves HP1004 again there and reports at its own call into
// the function. Only what the call's argument carries travels: a root
// stored in a field that the argument reads is not a path of the importer's
// (that is how class-hierarchy analysis reports constructors that pass a
// pattern on).
type podPending struct {
	Key    string // flow.Open.Key
	Method string // the interface method; empty for a function-typed key
	// Arg is the argument of the call through Key, numbered as the
	// implementation's parameters (receiver 0 for a method).
	Arg int
	// What flows into it: a path in another root or the root of a tree
	// someone else controls (Root, Tree, Origin; Param is -1), or
	// parameter Param of the summarised function, as it is or with a path
	// built below it (Below).
	Root, Tree bool
	Origin     string
	Param      int
	Below      bool
	// PidOf, with Root, are the parameters the root's pid comes from
	// (val.pidOf): a caller that passes "self" to all of them names its
	// own root, and the flow ends there.
	PidOf params
	// Witness is the chain from the function's first callee down to the
	// call through Key, whose last link names what is called through (the
	// interface method or the variable).
	Witness effects.Witness
	// Seen names the values stored into Key that the summary's package
	// resolved (flow.Impl.Stored): their summaries were applied there.
	Seen []string
}

// same reports whether p and q carry the same flow into the same call.
func (p *podPending) same(q *podPending) bool {
	return p.Key == q.Key && p.Method == q.Method && p.Arg == q.Arg && p.Param == q.Param &&
		p.Below == q.Below && p.Root == q.Root && p.Tree == q.Tree && p.PidOf.empty() == q.PidOf.empty()
}

func comparePending(a, b podPending) int {
	return cmp.Or(strings.Compare(a.Key, b.Key), strings.Compare(a.Method, b.Method), cmp.Compare(a.Arg, b.Arg),
		cmp.Compare(a.Param, b.Param), boolCmp(a.Below, b.Below), boolCmp(a.Root, b.Root), boolCmp(a.Tree, b.Tree),
		boolCmp(a.PidOf.empty(), b.PidOf.empty()))
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// pendingCall records what the arguments of an open call carry in the
// summary of the function being walked; the implementations this package
// resolves it to are applied as ordinary calls (podRoot.call).
func (pr *podRoot) pendingCall(call *ast.CallExpr, o flow.Open) {
	fn := pr.fn()
	if fn == nil {
		return
	}
	var w effects.Witness
	for j, a := range pr.dynArgs(call, o) {
		if j == 0 && o.Method != "" {
			continue // the interface value itself
		}
		for _, e := range a {
			if !pathType(pr.info.TypeOf(e)) {
				continue
			}
			v := pr.eval(e)
			if v.empty() {
				continue // nothing flows into the call (pendingVal)
			}
			if w.Chain == nil {
				w = opWitness(effects.ViaName(o.Via), pr.at(call))
			}
			pr.pendingVal(fn, podPending{Key: o.Key, Method: o.Method, Arg: j, Witness: w, Seen: pr.seen(o.Key, o.Method)}, v)
			for _, f := range addFields(v.fields, v.belowFields) {
				if !pr.fieldPnd[f] {
					pr.fieldPnd[f] = true
					pr.fieldGrew(f)
				}
			}
		}
	}
}

// dynArgs returns the argument expressions of a call through o, numbered
// as its implementations' parameters: a method's receiver first.
func (pr *podRoot) dynArgs(call *ast.CallExpr, o flow.Open) [][]ast.Expr {
	if fn, ok := o.Via.(*types.Func); ok {
		return pr.args(call, fn)
	}
	sig, ok := o.Via.Type().Underlying().(*types.Signature)
	if !ok {
		return nil
	}
	return argsOf(call, call.Args, sig)
}

// pathType reports the types a path travels in: strings and lists of them,
// and functions that return one (a function value handed on, whose caller
// follows what it returns: funcValue).
func pathType(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Signature:
		return u.Results().Len() > 0 && pathType(u.Results().At(0).Type())
	case *types.Slice:
		return pathType(u.Elem())
	case *types.Array:
		return pathType(u.Elem())
	}
	return false
}

// pendingVal adds to fn's summary what v carries into the call p names:
// a root, or else the parameters it flows from.
func (pr *podRoot) pendingVal(fn *podFunc, p podPending, v val) {
	p.Param = -1
	if v.root {
		q := p
		q.Root, q.Tree, q.Origin, q.PidOf = true, v.tree, v.origin, v.pidOf
		pr.addPending(fn, q)
		if v.untrusted() {
			return // the parameters mixed into it are not paths of their own
		}
	}
	for j := range fn.names {
		if v.params.has(j) {
			q := p
			q.Param = j
			pr.addPending(fn, q)
		}
		if v.below.has(j) {
			q := p
			q.Param, q.Below = j, true
			pr.addPending(fn, q)
		}
	}
}

// addPending adds p to fn's summary, keeping the least chain of each flow.
func (pr *podRoot) addPending(fn *podFunc, p podPending) {
	for i := range fn.sum.Pending {
		q := &fn.sum.Pending[i]
		if q.same(&p) {
			pid := q.PidOf.union(p.PidOf)
			if lessChain(p.Witness, q.Witness) {
				*q = p
				pr.walk.grew = true
			}
			if !pid.within(q.PidOf) {
				pr.walk.grew = true
			}
			q.PidOf = pid
			return
		}
	}
	fn.sum.Pending = append(fn.sum.Pending, p)
	pr.walk.grew = true
}

// seen names the values this package's view stores into key, for
// podPending.Seen.
func (pr *podRoot) seen(key, method string) []string {
	k := method + "\x00" + key
	if s, ok := pr.seenMemo[k]; ok {
		return s
	}
	var out []string
	for _, im := range pr.cg.Resolve(key, method) {
		if !slices.Contains(out, im.Stored) {
			out = append(out, im.Stored)
		}
	}
	for _, im := range pr.unseenImpls(key, method) {
		if !slices.Contains(out, im.ID) {
			out = append(out, im.ID)
		}
	}
	pr.seenMemo[k] = out
	return out
}

// pendingEdges carries the roots of the pending calls of each callee of fn
// into fn's summary, along every edge (a method value handed on is assumed
// to be called), and applies the implementations this package resolves
// them to that the callee's package did not.
func (pr *podRoot) pendingEdges(fn *podFunc) {
	for _, e := range pr.cg.Calls[fn.obj] {
		sum := pr.summary(e.Callee)
		if sum == nil {
			continue
		}
		for _, p := range sum.Pending {
			if p.Param >= 0 || !p.PidOf.empty() {
				continue // a parameter's flow needs the call's arguments (callInto)
			}
			v := val{root: true, tree: p.Tree, origin: p.Origin}
			pr.resolvePending(p, v, calledVia(p.Witness, effects.CalleeName(e.Callee, e.Via), pr.atPos(e.Node.Pos())), e.Node.Pos(), e.Node.End())
		}
	}
}

// pendingArgs carries the pending calls that parameters of fn reach, at a
// call of fn, into the summary of the function being walked.
func (pr *podRoot) pendingArgs(call *ast.CallExpr, fn *types.Func, sum *podRootFact, name string) {
	var args [][]ast.Expr
	for _, p := range sum.Pending {
		if p.Param < 0 && p.PidOf.empty() {
			continue // along every edge (pendingEdges)
		}
		if args == nil {
			args = pr.args(call, fn)
		}
		var v val
		switch {
		case p.Param < 0:
			var ok bool
			if v, ok = pr.pidArgs(p, args); !ok {
				continue
			}
		case p.Param < len(args):
			v = pr.evalAll(args[p.Param])
			if p.Below {
				v = v.descend()
			}
		default:
			continue
		}
		if !v.empty() {
			pr.resolvePending(p, v, calledVia(p.Witness, name, pr.at(call)), call.Pos(), call.End())
		}
	}
}

// resolvePending applies to v, which flows into pending call p reached by
// chain w from a call at [pos, end), the summaries of the implementations
// this package resolves p to that p's package did not (a finding when v is
// a root, else a parameter of the function being walked that reaches an
// operation), follows the pending calls those implementations make with
// the argument in turn, and keeps p open for importers.
func (pr *podRoot) resolvePending(p podPending, v val, w effects.Witness, pos, end token.Pos) {
	type item struct {
		p podPending
		v val
		w effects.Witness
	}
	if fn := pr.fn(); fn != nil {
		fn.scan.resolves = true
	}
	work := []item{{p, v, w}}
	done := map[string]bool{}
	for len(work) > 0 {
		it := work[0]
		work = work[1:]
		id := fmt.Sprintf("%s\x00%s\x00%d\x00%t", it.p.Method, it.p.Key, it.p.Arg, it.p.Below)
		if done[id] {
			continue
		}
		done[id] = true
		v := it.v
		if fn := pr.fn(); fn != nil {
			q := it.p
			q.Witness, q.Seen = it.w, pr.seen(q.Key, q.Method)
			pr.pendingVal(fn, q, v)
		}
		// off is 1 for a method value stored into a function-typed key:
		// its summary counts the receiver, bound where the value was
		// made, before the parameters the call's arguments fill.
		apply := func(stored, implName string, isum *podRootFact, off int) {
			if isum == nil || slices.Contains(it.p.Seen, stored) {
				return
			}
			arg := it.p.Arg + off
			name := effects.ImplementedBy(it.w.Chain[len(it.w.Chain)-1], it.p.Method, implName)
			if isum.sinks(arg) {
				pr.sinkVia(v, joinVia(it.w, name, isum.Via[arg]), pos, end, true, false, nil)
			}
			if isum.treeSinks(arg) {
				pr.sinkVia(v, joinVia(it.w, name, isum.Tree[arg]), pos, end, true, true, nil)
			}
			for _, q := range isum.Pending {
				if q.Param == arg {
					qv := v
					if q.Below {
						qv = v.descend()
					}
					work = append(work, item{q, qv, joinVia(it.w, name, q.Witness)})
				}
			}
		}
		for _, im := range pr.cg.Resolve(it.p.Key, it.p.Method) {
			isum := pr.summary(im.Func)
			if st, ok := pr.storedImpl(im.Stored, it.p.Method); isum == nil && ok {
				// Under go vet a function's facts reach only its
				// package's direct importers.
				isum = &st.Sum
			}
			apply(im.Stored, selector.Name(im.Func), isum, boundOffset(it.p.Method, im.Func))
		}
		for _, im := range pr.unseenImpls(it.p.Key, it.p.Method) {
			apply(im.ID, im.Name, &im.Sum, im.Bound)
		}
	}
}

// joinVia continues chain w, whose last link is a call through a key, by
// that call's implementation (name) and the chain by which the
// implementation's parameter reaches an operation.
func joinVia(w effects.Witness, name string, tail effects.Witness) effects.Witness {
	chain := append(slices.Clip(w.Chain[:len(w.Chain)-1]), name)
	return effects.Witness{
		Chain: append(chain, tail.Chain...),
		Calls: append(slices.Clip(w.Calls), tail.Calls...),
		Site:  tail.Site,
		Note:  tail.Note,
	}
}

// localImpls returns the functions of this package that the pending calls
// of fn's summary (fn of another package) resolve to here.
func (pr *podRoot) localImpls(fn *types.Func) []*types.Func {
	if pr.byObj[fn.Origin()] != nil {
		return nil
	}
	sum := pr.summary(fn)
	if sum == nil {
		return nil
	}
	var out []*types.Func
	for _, p := range sum.Pending {
		for _, im := range pr.cg.Resolve(p.Key, p.Method) {
			if pr.byObj[im.Func] != nil && !slices.Contains(out, im.Func) {
				out = append(out, im.Func)
			}
		}
	}
	return out
}

// pendingField records that v, stored into field f that an argument of a
// pending call reads, flows from parameters of the function being walked:
// a root its callers pass there is a root in the field, which the pending
// call then carries (the importer that resolves it reports, not the
// callers, which pass a root on without reaching any operation).
func (pr *podRoot) pendingField(f *types.Var, v val) {
	fn := pr.fn()
	if fn == nil {
		return
	}
	for j := range fn.names {
		if v.anyParams().has(j) && !slices.Contains(fn.pendFields[j], f) {
			if fn.pendFields == nil {
				fn.pendFields = map[int][]*types.Var{}
			}
			fn.pendFields[j] = append(fn.pendFields[j], f)
			pr.walk.grew = true
		}
	}
}

// pendingFieldArgs stores the roots a call of local passes to its
// parameters in the fields they are stored into (pendingField).
func (pr *podRoot) pendingFieldArgs(call *ast.CallExpr, local *podFunc) {
	if len(local.pendFields) == 0 {
		return
	}
	for j, a := range pr.args(call, local.obj) {
		fs := local.pendFields[j]
		if len(fs) == 0 {
			continue
		}
		for _, e := range a {
			v := pr.eval(e)
			for _, f := range fs {
				if v.root {
					pr.storeField(f, val{root: true, tree: v.tree, origin: v.origin}, e.Pos(), e.End())
				}
				pr.pendingField(f, v) // the caller's parameters, passed on
			}
		}
	}
}

// pidArgs is the root pending call p carries at a call with args, for a
// root whose pid comes from parameters (p.PidOf): none when the call passes
// the process's own pid to each, else a root that depends on the calling
// function's parameters the pids come from, if any.
func (pr *podRoot) pidArgs(p podPending, args [][]ast.Expr) (val, bool) {
	v := val{root: true, tree: p.Tree, origin: p.Origin}
	own, cond := true, true
	var from params
	for j := range args {
		if !p.PidOf.has(j) {
			continue
		}
		for _, a := range args[j] {
			if pid, ok := code.ConstString(pr.info, a); ok && ownPid(pid) {
				continue
			}
			hv := pr.eval(a)
			if hv.mayBeOwn() {
				continue // may be the process's own pid: taken as its own root
			}
			own = false
			if hv.root || len(hv.fields)+len(hv.belowFields) > 0 || hv.anyParams().empty() {
				cond = false
			}
			from = from.union(hv.anyParams())
		}
	}
	if own {
		return val{}, false
	}
	if cond {
		v.pidOf = from
	}
	return v, true
}

// boundOffset is 1 when fn, implementing a call through a function-typed
// key (method empty), is a method: a method value, whose summary counts
// its receiver first.
func boundOffset(method string, fn *types.Func) int {
	if method == "" && fn.Signature().Recv() != nil {
		return 1
	}
	return 0
}
