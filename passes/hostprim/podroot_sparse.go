package hostprim

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kvlint/kvlint/internal/code"
)

// Most functions of a package touch nothing HP1004 tracks: no root, no
// operation, no pending call, no field that holds or reaches one, no
// package-level variable that holds something, no call that does more
// than pass its arguments on, and no parameter of theirs flows into a
// result. Walking them changes nothing anyone reads (their summary stays
// empty and nothing global grows), so the solver skips them until they
// can: scanFuncs finds, once, what a function's body could change
// anything through, and live says, before each visit, whether it now can.
// Every condition only becomes true as the solve goes on (summaries,
// fields and variables only grow), so a function that becomes live stays
// live; until then each of its visits would have been one that changed
// nothing. Likewise a live function whose inputs (its callees' summaries,
// the fields it reads or writes) did not change since its last visit is
// at its fixed point: solving the package again for a field that grew
// elsewhere skips it (changed). On KubeVirt v1.9.0 six functions in seven
// are never live.

// podScan is what scanFuncs finds in a function's body (its closures
// included).
type podScan struct {
	// live: the body can change a summary or what is global by itself
	// (a root or the own pid, an operation, a call into another package
	// whose fact passes more than its arguments on, an open call with a
	// path, a store into a package-level variable, a parameter flowing
	// into a result), or something it reads has come to.
	live bool
	// What can make it live later and what its walks read: the functions
	// of this package it calls or references (one whose summary passes
	// arguments on can take a parameter into a result) and the fields it
	// writes (one may come to reach an operation or a pending call). The
	// fields and package-level variables it reads are looked up when one
	// first holds something (podRoot.reads).
	callees []*podFunc
	written []*types.Var
	// passing counts the callees whose summaries passed arguments on
	// when paramsReachResult last looked; assigns and returns are what it
	// reads (the stores into variables, the function's own returns).
	passing int
	assigns [][2][]ast.Expr
	returns []*ast.ReturnStmt
	// follows and checks: it calls a path-following operation and a
	// no-follow check (use before check needs both).
	follows, checks bool
	// walked is the clock when a walk of the function last ended (0:
	// never), grew when its summary last grew; resolves: a walk resolved
	// a pending call, which reads the summaries of implementations
	// anywhere in the package.
	walked, grew int
	resolves     bool
}

// active reports whether a call of a function with summary sum can change
// anything but what its results carry of its arguments.
func active(sum *podRootFact) bool {
	if len(sum.Pending) > 0 || len(sum.Conds) > 0 {
		return true
	}
	for j := range sum.Via {
		if sum.sinks(j) {
			return true
		}
	}
	for _, r := range sum.Results {
		if r.Root || r.Own {
			return true
		}
	}
	for _, h := range sum.Hands {
		if h.Val.Root || h.Val.Own {
			return true
		}
	}
	return false
}

// live reports whether visiting fn can change anything: see podScan.
func (pr *podRoot) live(fn *podFunc) bool {
	sc := &fn.scan
	if sc.live {
		return true
	}
	passing := 0
	for _, c := range sc.callees {
		if len(c.pendFields) > 0 || active(&c.sum) {
			sc.live = true
			return true
		}
		if !c.sum.empty() {
			passing++
		}
	}
	if len(pr.fieldRt) > 0 {
		for _, f := range pr.reads().fields[fn] {
			if _, ok := pr.fieldRt[f]; ok {
				sc.live = true
				return true
			}
		}
	}
	if len(pr.fieldSnk)+len(pr.fieldTr)+len(pr.fieldPnd) > 0 {
		for _, f := range sc.written {
			if pr.reaches(f) {
				sc.live = true
				return true
			}
		}
	}
	if pr.hotVars > 0 {
		for _, v := range pr.reads().vars[fn] {
			if !pr.vals[v].empty() {
				sc.live = true
				return true
			}
		}
	}
	if passing > sc.passing {
		sc.passing = passing
		if pr.paramsReachResult(fn, map[*types.Var]bool{}) {
			sc.live = true
			return true
		}
	}
	return false
}

// reaches reports whether what is stored into f reaches an operation or a
// pending call.
func (pr *podRoot) reaches(f *types.Var) bool {
	if _, ok := pr.fieldSnk[f]; ok {
		return true
	}
	if _, ok := pr.fieldTr[f]; ok {
		return true
	}
	return pr.fieldPnd[f] || pr.fieldFacts[f].reaches()
}

// changed reports whether anything a walk of the live function fn reads
// changed since its last walk. A package-level variable that holds
// something, or a pending call resolved here, can carry what any function
// did, and the roots fields hold are not followed per reader (few fields
// hold one): then every walk runs. What a field a walk reads reaches is
// no input: the walk joins into it, and its own part is already there.
func (pr *podRoot) changed(fn *podFunc) bool {
	sc := &fn.scan
	if sc.walked == 0 || sc.resolves || pr.hotVars > 0 || pr.rooted > sc.walked {
		return true
	}
	newer := func(f *types.Var) bool { return pr.stamps[f] > sc.walked }
	for _, c := range sc.callees {
		if c.scan.grew > sc.walked {
			return true
		}
		for _, f := range c.fields {
			if newer(f) {
				return true
			}
		}
		for _, fs := range c.pendFields {
			for _, f := range fs {
				if newer(f) {
					return true
				}
			}
		}
	}
	for _, f := range sc.written {
		if newer(f) {
			return true
		}
	}
	return false
}

// podReads are the fields and package-level variables each function
// reads (with what it writes: reading is assumed).
type podReads struct {
	fields, vars map[*podFunc][]*types.Var
}

// reads finds podReads when a field first holds a root or a variable
// something (few packages have one).
func (pr *podRoot) reads() *podReads {
	if pr.readers != nil {
		return pr.readers
	}
	pr.readers = &podReads{fields: map[*podFunc][]*types.Var{}, vars: map[*podFunc][]*types.Var{}}
	var fn *podFunc
	var end token.Pos
	seen := map[*types.Var]*podFunc{}
	pr.ctx.Inspector().Preorder([]ast.Node{(*ast.File)(nil), (*ast.FuncDecl)(nil), (*ast.Ident)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.File:
			fn = nil
			return
		case *ast.FuncDecl:
			fn, end = nil, n.End()
			if obj, ok := pr.info.Defs[n.Name].(*types.Func); ok {
				fn = pr.byObj[obj]
			}
			return
		}
		if fn == nil || n.Pos() >= end {
			fn = nil
			return
		}
		v, ok := pr.info.Uses[n.(*ast.Ident)].(*types.Var)
		if !ok || seen[v] == fn {
			return
		}
		seen[v] = fn
		switch {
		case v.IsField():
			pr.readers.fields[fn] = append(pr.readers.fields[fn], v)
		case code.PackageVar(v) != nil:
			pr.readers.vars[fn] = append(pr.readers.vars[fn], v)
		}
	})
	return pr.readers
}
