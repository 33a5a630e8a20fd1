package statusfield

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/selector"
)

// A role's predicate may be tested through a helper — func
// isPending(vmi *v1.VirtualMachineInstance) bool { return
// vmi.IsScheduling() || vmi.IsScheduled() } is not the predicate, and
// case isPending(vmi): would bind no role — so a helper cannot switch a
// role off: what a predicate's truth says of the API predicates is read
// from its body (in this package) or its fact (another package's exported
// one). True, each of its non-false results says it (code.TrueResults);
// false, only a body of one return (code.SoleResult).

// helperImplies returns what testing the predicate fn to be val, at test,
// tells of other predicates (depth bounds the chain of helpers).
func (a *analyzer) helperImplies(fn *types.Func, test ast.Expr, val bool, depth int) []predFact {
	if depth >= 8 {
		return nil
	}
	if fn.Pkg() == a.ctx.Pass.Pkg {
		return retest(a.bodyImplies(fn, val, depth), test)
	}
	return a.importedImplies(flow.FactObject(fn), test, val) // a seam's on its variable
}

// importedImplies is what another package's predicate says where it is
// val, by its fact on obj: the function, or a seam's variable there.
func (a *analyzer) importedImplies(obj types.Object, test ast.Expr, val bool) []predFact {
	var f rolePredFact
	if !a.ctx.Pass.ImportObjectFact(obj, &f) {
		return nil
	}
	enc := f.False
	if val {
		enc = f.True
	}
	var alts [][]predFact
	for _, conj := range enc {
		var facts []predFact
		for _, k := range conj {
			facts = append(facts, predFact{key: k[1:], val: k[0] == '+', test: test})
		}
		alts = append(alts, facts)
	}
	return oneOf(alts, val, test)
}

// retest makes test the test of facts a helper's body implies: the call
// is where the caller's path tested them.
func retest(facts []predFact, test ast.Expr) []predFact {
	out := slices.Clone(facts)
	for i := range out {
		out[i].test = test
	}
	return out
}

// oneOf is what one of alts held says: nothing where an alternative says
// nothing, its facts where there is one, else a disjunction.
func oneOf(alts [][]predFact, val bool, test ast.Expr) []predFact {
	if len(alts) == 0 || slices.ContainsFunc(alts, func(f []predFact) bool { return len(f) == 0 }) {
		return nil
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return []predFact{{alts: alts, val: val, test: test}}
}

// bodyImplies is what a predicate of the package says where it is val:
// where true, one of its true results held; where false, its one result
// failed.
func (a *analyzer) bodyImplies(fn *types.Func, val bool, depth int) []predFact {
	node := a.bodies().Node(fn) // a declaration, or a seam's literal
	results := code.TrueResults(a.info, node)
	if !val {
		results = nil
		if r := code.SoleResult(node); r != nil {
			results = []ast.Expr{r}
		}
	}
	var alts [][]predFact
	for _, r := range results {
		alts = append(alts, a.impliedDepth(r, val, nil, depth+1))
	}
	return oneOf(alts, val, nil)
}

// is reports whether f, a fact of one predicate, is about obj.
func (a *analyzer) is(f predFact, obj types.Object) bool {
	return f.eq == "" && (f.obj != nil && f.obj == obj || f.obj == nil && f.key != "" && f.key == a.objKey(obj))
}

// isValue reports whether f is the fact that w's field equals w's value
// (from another package's fact: its key and the value).
func (a *analyzer) isValue(f predFact, w fieldValue) bool {
	if f.obj != nil {
		return f.obj == w.field && f.eq == w.value
	}
	k := a.objKey(w.field)
	return k != "" && f.key == k+"="+w.value
}

// holds reports whether f says that what want says of one fact held: f
// itself, or, for a disjunction, one such fact in every alternative.
func holds(f predFact, want func(predFact) bool) bool {
	if f.alts == nil {
		return want(f)
	}
	for _, alt := range f.alts {
		if !slices.ContainsFunc(alt, func(g predFact) bool { return holds(g, want) }) {
			return false
		}
	}
	return true
}

// objKey names an object across packages: its package path and
// objectpath; "" for one objectpath cannot name.
func (a *analyzer) objKey(obj types.Object) string {
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	p, err := code.ObjectPath(obj)
	if err != nil {
		return ""
	}
	return selector.PkgPath(obj.Pkg()) + " " + string(p)
}

// exportRolePredicates exports rolePredFact for the package's exported
// predicates that tell the value of another package's predicates (the API
// methods and fields roles name). A disjunction inside an alternative is
// left out of the fact.
func (a *analyzer) exportRolePredicates(export func(types.Object, analysis.Fact)) {
	// A comparison with a constant is kept only for a field some role
	// binds by value: every other one would only grow the facts.
	var values []fieldValue
	for _, o := range a.list {
		for _, r := range o.rule.Roles {
			values = append(values, o.whileValues(r)...)
		}
	}
	bound := func(f predFact) bool {
		return slices.ContainsFunc(values, func(w fieldValue) bool { return w.field == f.obj && w.value == f.eq })
	}
	for _, fn := range a.bodies().Funcs() {
		if !fn.Exported() || !code.IsPredicate(fn) {
			continue
		}
		f := rolePredFact{True: a.encodeFacts(a.bodyImplies(fn, true, 0), bound), False: a.encodeFacts(a.bodyImplies(fn, false, 0), bound)}
		if len(f.True)+len(f.False) > 0 {
			export(flow.FactObject(fn), &f) // an exported seam's on its variable
		}
	}
}

// encodeFacts writes facts as rolePredFact's alternatives; nil where an
// alternative keeps no fact of another package's predicate, or of a
// field's value among those roles bind by (bound, by key).
func (a *analyzer) encodeFacts(facts []predFact, bound func(predFact) bool) [][]string {
	alts := [][]predFact{facts}
	if len(facts) == 1 && facts[0].alts != nil {
		alts = facts[0].alts
	}
	var out [][]string
	for _, alt := range alts {
		var conj []string
		for _, f := range alt {
			k := f.key
			// Before naming it: objectpath walks the API package's scope.
			if f.alts != nil || f.eq != "" && !bound(f) {
				continue
			}
			if f.obj != nil && f.obj.Pkg() != a.ctx.Pass.Pkg {
				k = a.objKey(f.obj)
			}
			if k == "" {
				continue
			}
			if f.eq != "" {
				k += "=" + f.eq
			}
			sign := "-"
			if f.val {
				sign = "+"
			}
			conj = append(conj, sign+k)
		}
		if len(conj) == 0 {
			return nil
		}
		out = append(out, conj)
	}
	return out
}
