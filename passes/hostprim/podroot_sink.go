package hostprim

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// summary returns fn's summary: this package's current one, or its fact.
func (pr *podRoot) summary(fn *types.Func) *podRootFact {
	fn = fn.Origin()
	if f := pr.byObj[fn]; f != nil {
		return &f.sum
	}
	if fn.Pkg() == nil || fn.Pkg() == pr.ctx.Pass.Pkg {
		return nil
	}
	// Every walk of a function asks again for each call; a fact of another
	// package does not change while this one is analysed.
	if f, ok := pr.imported[fn]; ok {
		return f
	}
	f := new(podRootFact)
	if !pr.ctx.Pass.ImportObjectFact(fn, f) {
		f = nil
		// An unexported function reached through another package's
		// seam: facts on it stay in its package, which published its
		// summary with what it stores.
		if !fn.Exported() {
			if im, ok := pr.storedImpl(pr.cg.StoredID(fn), ""); ok {
				f = &im.Sum
			}
		}
	}
	pr.imported[fn] = f
	return f
}

// args returns the argument expressions of a call per parameter index of
// its summary (receiver first for methods; a variadic parameter gets every
// remaining argument). A method expression's value ((*T).M, in place or
// held in a variable) takes the receiver as the call's first argument.
func (pr *podRoot) args(call *ast.CallExpr, fn *types.Func) [][]ast.Expr {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return argsOf(call, call.Args, sig)
	}
	if params := flow.ParamArgs(pr.info, call, fn); len(params) < len(call.Args) {
		// A method expression's call: the receiver is its first argument.
		return append([][]ast.Expr{call.Args[:1]}, argsOf(call, params, sig)...)
	}
	var recv []ast.Expr
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		recv = []ast.Expr{sel.X}
	}
	return append([][]ast.Expr{recv}, argsOf(call, call.Args, sig)...)
}

// argsOf returns the argument expressions args (call's, past a method
// expression's receiver) per parameter of sig, receiver aside (a variadic
// parameter gets every remaining argument).
func argsOf(call *ast.CallExpr, args []ast.Expr, sig *types.Signature) [][]ast.Expr {
	var out [][]ast.Expr
	np := sig.Params().Len()
	for i := 0; i < np; i++ {
		switch {
		case i == np-1 && sig.Variadic() && !call.Ellipsis.IsValid():
			if i < len(args) {
				out = append(out, args[i:])
			} else {
				out = append(out, nil)
			}
		case i < len(args):
			out = append(out, args[i:i+1])
		default:
			out = append(out, nil)
		}
	}
	return out
}

// call checks one call: a path-following operation, or a function whose
// parameter reaches one.
func (pr *podRoot) call(call *ast.CallExpr) {
	if o, ok := pr.open[call]; ok {
		pr.pendingCall(call, o)
	}
	if pr.callLit(call) {
		return
	}
	if pr.handCall(call) {
		// Its callers bind what it hands to the callback each passes
		// (bindHands); the package's other stores into the parameter
		// are not this call's.
		return
	}
	if edges := pr.cg.Dispatched(call); len(edges) > 0 {
		// A call through an interface or function-typed variable: each
		// implementation the package stores there.
		for _, e := range edges {
			if sel, ok := pr.followS.Match(e.Callee); ok {
				// var stat = os.Stat: the call is the operation.
				pr.followCall(call, e.Callee, sel, e.Via)
				continue
			}
			pr.callInto(call, e.Callee, e.Via)
		}
		return
	}
	fn := code.Callee(pr.info, call)
	if fn == nil {
		return
	}
	if sel, ok := pr.followS.Match(fn); ok {
		pr.followCall(call, fn, sel, nil)
		return
	}
	pr.callInto(call, fn, nil)
}

// callInto checks the arguments of a call of fn (through via, nil for a
// static call: what witnesses name it by)
// against fn's summary.
func (pr *podRoot) callInto(call *ast.CallExpr, fn *types.Func, via types.Object) {
	local := pr.byObj[fn.Origin()]
	if local != nil {
		pr.pendingFieldArgs(call, local)
	}
	sum := pr.summary(fn)
	if sum == nil || sum.empty() {
		return
	}
	name := effects.CalleeName(fn, via)
	pr.pendingArgs(call, fn, sum, name)
	pr.bindHands(call, fn, sum, name)
	pr.condArgs(call, fn, sum, name)
	for j, a := range pr.args(call, fn) {
		if !sum.sinks(j) {
			continue
		}
		var field *types.Var
		if local != nil {
			field = local.fields[j]
		}
		for _, e := range a {
			v := pr.eval(e)
			if v.empty() {
				continue // nothing reaches the operation (sinkVia)
			}
			if field != nil && v.root {
				// Reported once, where the field is read.
				pr.storeField(field, val{root: true, tree: v.tree, origin: v.origin}, e.Pos(), e.End())
				continue
			}
			pr.sinkVia(v, calledVia(sum.Via[j], name, pr.at(call)), call.Pos(), call.End(), true, false, field)
			if sum.treeSinks(j) {
				pr.sinkVia(v, calledVia(sum.Tree[j], name, pr.at(call)), call.Pos(), call.End(), true, true, field)
			}
		}
	}
}

// followCall checks the path arguments of a call of a path-following
// operation (through via, nil for a static call: what witnesses name it
// by).
func (pr *podRoot) followCall(call *ast.CallExpr, fn *types.Func, sel selector.Selector, via types.Object) {
	for k, op := range pr.cfg.Follow {
		if op.API.Raw != sel.Raw {
			continue
		}
		idx := op.pathArgs()
		if pr.err == nil {
			pr.err = checkFollowArgs(k, op, idx, fn)
		}
		names, prog := pr.noFollowProgs[k], programArg(call, op)
		if pr.noFollow(call, fn, op) || prog != nil && pr.noFollowNames(prog, names) {
			continue
		}
		// A program the caller names: its parameters' reach is the
		// caller's to judge (podroot_prog.go).
		q := -1
		if prog != nil && len(names) > 0 {
			q = pr.programParam(prog)
		}
		for _, arg := range argsAt(call, fn, idx) {
			v := pr.eval(arg)
			w := opWitness(effects.CalleeName(fn, via), pr.at(call))
			if q >= 0 && !v.empty() {
				v = pr.sinkUnless(v, q, names, w, op.Below)
			}
			if v.empty() {
				continue // nothing reaches it (sinkVia), nothing is visited
			}
			pr.sinkVia(v, w, call.Pos(), call.End(), true, op.Below, nil)
			pr.visits(call, op, v)
		}
	}
}

// programArg is the argument naming the program a call of op runs, nil
// when op runs none (or the call has no such argument). The run follows
// the paths it is given unless every string that argument may be is one
// of the entry's no-follow programs (noFollowNames).
func programArg(call *ast.CallExpr, op followOp) ast.Expr {
	if op.Program == nil || *op.Program >= len(call.Args) {
		return nil
	}
	return call.Args[*op.Program]
}

// noFollowNamesOf are the names of op's no-follow programs, sorted: made
// once per run for each follow entry (podRoot.noFollowProgs).
func noFollowNamesOf(op followOp) []string {
	var out []string
	for _, np := range op.NoFollowPrograms {
		out = append(out, np.Name)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// visits hands the paths an operation finds below v (filepath.Walk's) to
// the first parameter of the function literal it calls with each.
func (pr *podRoot) visits(call *ast.CallExpr, op followOp, v val) {
	if op.Visits == nil || *op.Visits >= len(call.Args) || v.empty() {
		return
	}
	if lit, ok := ast.Unparen(call.Args[*op.Visits]).(*ast.FuncLit); ok {
		pr.bindParam(lit, 0, v.descend())
	}
}

// checkFollowArgs judges an entry's argument indexes once its function is
// known: an index past a fixed signature names no argument, and the entry
// would check nothing.
func checkFollowArgs(k int, op followOp, idx []int, fn *types.Func) error {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Variadic() {
		return nil
	}
	n := sig.Params().Len()
	all := slices.Clone(idx)
	if op.Flags != nil {
		all = append(all, *op.Flags)
	}
	if op.Network != nil {
		all = append(all, *op.Network)
	}
	for _, a := range all {
		if a >= n {
			return policy.Errorf(op.Pos, "hostprim.pod-root.follow[%d]: argument index %d is past the %d parameters of %s; count arguments from 0", k, a, n, selector.Name(fn))
		}
	}
	return nil
}

// at is where call is, as facts keep it.
func (pr *podRoot) at(call *ast.CallExpr) string { return pr.atPos(call.Pos()) }

// atPos is where pos is, as facts keep it; every walk asks again.
func (pr *podRoot) atPos(pos token.Pos) string {
	if s, ok := pr.posText[pos]; ok {
		return s
	}
	s := pr.ctx.Files.Position(pr.ctx.Pass.Fset, pr.ctx.Pass.Files, pos).String()
	pr.posText[pos] = s
	return s
}

// sinkVia records that v reaches the operation via, through field (nil:
// directly): a finding when v is in another root, a parameter that reaches
// it in the summary, a field that reaches it. below says the operation (or
// the chain to it) is one a tree's root must not reach: it follows links
// below its path. Each keeps its least chain (shorter, then by names:
// lessChain), so the chain shown does not depend on the order the engine
// visits functions in.
func (pr *podRoot) sinkVia(v val, via effects.Witness, pos, end token.Pos, report, below bool, field *types.Var) {
	if v.untrusted() || (v.root && below) {
		// Reported here (or, for a field, where the field is read): the
		// parameters mixed into it are not paths of their own.
		k := foundAt{pos, v.origin}
		if old, ok := pr.found[k]; report && (!ok || lessChain(via, old.via)) {
			pr.found[k] = podFinding{end: end, origin: v.origin, via: via, tree: v.tree}
		}
		pr.factReach(v, via, below)
		return
	}
	if fn := pr.fn(); fn != nil {
		for j := range fn.names {
			if v.anyParams().has(j) && (!fn.sum.sinks(j) || lessChain(via, fn.sum.Via[j])) {
				fn.sum.Via[j] = via
				if field != nil {
					fn.fields[j] = field
				}
				pr.walk.grew = true
			}
			if (v.below.has(j) || below && v.params.has(j)) && (!fn.sum.treeSinks(j) || lessChain(via, fn.sum.Tree[j])) {
				fn.sum.Tree[j] = via
				pr.walk.grew = true
			}
		}
	}
	for _, f := range addFields(v.fields, v.belowFields) {
		if keepLeast(pr.fieldSnk, f, via) {
			pr.fieldGrew(f)
		}
		if belowReach(v, f, below) && keepLeast(pr.fieldTr, f, via) {
			pr.fieldGrew(f)
		}
	}
}

// keepLeast stores via as what f reaches in m unless m holds a lesser
// chain, and reports whether it did.
func keepLeast(m map[*types.Var]effects.Witness, f *types.Var, via effects.Witness) bool {
	if old, ok := m[f]; ok && !lessChain(via, old) {
		return false
	}
	m[f] = via
	return true
}

// belowReach reports whether v, read from field f, reaches an operation
// (below: one that follows links below its path) in a way a tree's root
// in f must not.
func belowReach(v val, f *types.Var, below bool) bool {
	return below || slices.Contains(v.belowFields, f)
}

// lessChain orders chains as effects orders witnesses: shorter first, then
// by names, then by where the operation is. Replacing a chain only by a
// lesser one still ends: there is no infinite descending sequence.
func lessChain(a, b effects.Witness) bool {
	if len(a.Chain) != len(b.Chain) {
		return len(a.Chain) < len(b.Chain)
	}
	if c := slices.Compare(a.Chain, b.Chain); c != 0 {
		return c < 0
	}
	return a.Note+"\x00"+a.Site < b.Note+"\x00"+b.Site
}

// noFollow reports whether the call is made safe by a constant no-follow
// flag, or is a network call on a network other than unix.
func (pr *podRoot) noFollow(call *ast.CallExpr, fn *types.Func, op followOp) bool {
	if op.Network != nil && *op.Network < len(call.Args) {
		if network, ok := code.ConstString(pr.info, call.Args[*op.Network]); ok && !strings.HasPrefix(network, "unix") {
			return true
		}
	}
	if op.Flags == nil || *op.Flags >= len(call.Args) {
		return false
	}
	tv, ok := pr.info.Types[call.Args[*op.Flags]]
	if !ok || tv.Value == nil || fn.Pkg() == nil {
		return false
	}
	flags, ok := constant.Int64Val(constant.ToInt(tv.Value))
	if !ok {
		return false
	}
	for _, name := range []string{"O_NOFOLLOW", "AT_SYMLINK_NOFOLLOW"} {
		if c, ok := fn.Pkg().Scope().Lookup(name).(*types.Const); ok {
			if bit, ok := constant.Int64Val(constant.ToInt(c.Val())); ok && bit != 0 && flags&bit == bit {
				return true
			}
		}
	}
	return false
}
