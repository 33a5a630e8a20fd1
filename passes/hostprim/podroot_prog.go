package hostprim

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/effects"
)

// A wrapper whose program is its caller's (run(binary string, args
// ...string), virt-handler's SELinux runner kept in a field) follows the
// paths handed to it only where the caller names a program that follows
// them: virt-chroot opens them without following, chown does not. So the
// summary keeps a parameter that reaches a run of the program another
// parameter names apart from its other reach (podCond), and each call
// judges the program it hands in; a caller that hands on a program
// parameter of its own keeps the condition for its callers.

// podCond says that parameter Param reaches an operation (Witness) by
// being an argument of a run of the program parameter Prog names, and
// that a run of one of NoFollow (the entry's no-follow-programs, as the
// run names them) does not follow it. Tree: the reach is one a tree's
// root must not have (as podRootFact.Tree).
type podCond struct {
	Param, Prog int
	Tree        bool
	NoFollow    []string
	Witness     effects.Witness
}

func comparePodCond(a, b podCond) int {
	return cmp.Or(cmp.Compare(a.Param, b.Param), cmp.Compare(a.Prog, b.Prog),
		cmp.Compare(btoi(a.Tree), btoi(b.Tree)), slices.Compare(a.NoFollow, b.NoFollow))
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// programParam returns the index of the walked function's parameter that
// the program argument of a run is, as the caller passed it: an
// identifier of a parameter the body never assigns. -1 for any other
// program (a constant, a variable, a parameter with a default).
func (pr *podRoot) programParam(prog ast.Expr) int {
	fn := pr.fn()
	id, ok := ast.Unparen(prog).(*ast.Ident)
	if fn == nil || !ok {
		return -1
	}
	v, _ := pr.info.Uses[id].(*types.Var)
	q, ok := fn.params[v]
	if !ok || len(pr.strs.defsOf(id)) > 0 || pr.strs.opAssigned()[v] {
		return -1
	}
	return q
}

// noFollowNames reports whether every string prog may be is whole and one
// of names: a program that opens its paths without following links,
// named by a constant, a variable or field the package sets to constants,
// or a function returning one (virt_chroot.GetChrootBinaryPath()). A
// program named any other way may be anything, and follows them.
func (pr *podRoot) noFollowNames(prog ast.Expr, names []string) bool {
	vals := pr.strs.strVals(prog)
	return len(vals) > 0 && !slices.ContainsFunc(vals, func(n strVal) bool {
		return !n.Full || !slices.Contains(names, n.S)
	})
}

// sinkUnless records that the parameters in v reach via only where the
// program parameter q names none of names, and returns what of v reaches
// it whatever the program is (a root, fields): sinkVia's part.
func (pr *podRoot) sinkUnless(v val, q int, names []string, via effects.Witness, below bool) val {
	fn := pr.fn()
	for j := range fn.names {
		if v.anyParams().has(j) {
			pr.addCond(fn, podCond{Param: j, Prog: q, NoFollow: names, Witness: via})
		}
		if v.below.has(j) || below && v.params.has(j) {
			pr.addCond(fn, podCond{Param: j, Prog: q, Tree: true, NoFollow: names, Witness: via})
		}
	}
	v.params, v.below = nil, nil
	return v
}

// addCond keeps c in fn's summary, with the least chain per condition.
func (pr *podRoot) addCond(fn *podFunc, c podCond) {
	conds := fn.sum.Conds
	i, found := slices.BinarySearchFunc(conds, c, comparePodCond)
	switch {
	case !found:
		fn.sum.Conds = slices.Insert(slices.Clip(conds), i, c)
	case lessChain(c.Witness, conds[i].Witness):
		fn.sum.Conds = slices.Clone(conds)
		fn.sum.Conds[i] = c
	default:
		return
	}
	pr.walk.grew = true
}

// condArgs checks a call of fn against the conditioned reach of its
// summary: a parameter whose program argument is a no-follow program is
// not followed; one whose program is the caller's own parameter hands the
// condition on; any other program follows.
func (pr *podRoot) condArgs(call *ast.CallExpr, fn *types.Func, sum *podRootFact, name string) {
	var args [][]ast.Expr // read at the first condition that needs them
	for _, c := range sum.Conds {
		if sum.sinks(c.Param) && (!c.Tree || sum.treeSinks(c.Param)) {
			continue // reached whatever the program is
		}
		if args == nil {
			args = pr.args(call, fn)
		}
		if c.Param >= len(args) || c.Prog >= len(args) {
			continue
		}
		q := -1
		if progs := args[c.Prog]; len(progs) == 1 {
			if pr.noFollowNames(progs[0], c.NoFollow) {
				continue
			}
			q = pr.programParam(progs[0])
		}
		via := calledVia(c.Witness, name, pr.at(call))
		for _, e := range args[c.Param] {
			v := pr.eval(e)
			if q >= 0 && !v.empty() {
				v = pr.sinkUnless(v, q, c.NoFollow, via, c.Tree)
			}
			if !v.empty() {
				pr.sinkVia(v, via, call.Pos(), call.End(), true, c.Tree, nil)
			}
		}
	}
}

// condText renders a condition for fact tests.
func (f *podRootFact) condText(c podCond) string {
	what := " reaches "
	if c.Tree {
		what = " as a tree reaches "
	}
	return f.Names[c.Param] + what + chainText(c.Witness) + " unless " + f.Names[c.Prog] + " is " + strings.Join(c.NoFollow, " or ")
}
