package statusfield

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/cfg"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/policy"
)

// A role binds on the paths of the function that writes: moving the write
// of a restricted value into a helper — case vmi.IsScheduled(): if
// !podExists { c.failVMI(vmiCopy) } — would leave the helper's write on no
// path that binds, and the caller's path binding nothing written. So a
// write that its function's paths neither bind nor rule out is left open,
// and a call of that function is a write of the value on the caller's
// paths: judged there, left open in turn, to a fixed point over the
// package's functions; across packages through roleOpenFact.

// openWrite is a value a function sets for a role it leaves open, and
// (same package) where.
type openWrite struct {
	k    key
	role string
	at   ast.Node
	// bound: shared code whose own path bound the role (roleOpen.Bound).
	bound bool
	// flags are the boolean parameters tested on every path into the
	// write (roleflags.go), "+0,-2"; its callers' arguments stand for them.
	flags string
	// pos is where another package's helper writes ("file:line:col",
	// roleOpen.At), for the finding's related location; at is nil then.
	pos string
}

// solveRoles judges every role site of fns, its own writes and its calls
// of functions that leave a write open, reports the bound ones (not in
// shared code, which its callers answer for) and exports what stays open.
// What a function leaves open is solved on the call graph, callees first
// (flow's SolveFuncs): a call of a helper of the package is judged once
// the helper's open writes are final. A function literal leaves writes
// open for its calls (code.CalledLits: called in place, through a local
// or a local struct's field), solved within its declared function before
// that function itself.
func (a *analyzer) solveRoles(fns []*roleFn, fields []*roleField) {
	comp := a.ctx.Component
	g := a.ctx.CallGraph()
	rs := &roleSolve{a: a, fns: fns, fields: fields, byObj: map[*types.Func]*roleFn{}, litsIn: literalsByDecl(fns)}
	var decls []*types.Func
	for _, fn := range fns {
		if fn.obj != nil {
			rs.byObj[fn.obj], decls = fn, append(decls, fn.obj)
		}
	}
	solve := func() {
		g.SolveFuncs(decls, func(obj *types.Func) bool {
			fn := rs.byObj[obj]
			calls := a.roleCallSites(fns, g.Calls[obj], rs.byObj, fields)
			rs.solveLits(fn, calls)
			return rs.solveOne(fn, calls)
		})
		// Literals outside any declared function (package variables).
		rs.solveLits(nil, nil)
	}
	solve()
	// The calls of literals are looked for only once a literal leaves a
	// write open; solving again only adds what those calls leave open.
	if slices.ContainsFunc(fns, func(fn *roleFn) bool { return fn.obj == nil && len(fn.open) > 0 }) {
		rs.lits = a.roleLitCalls(fns)
		solve()
	}
	if comp != policy.Shared {
		calls := a.roleCallSites(fns, g.Edges, rs.byObj, fields)
		// A helper may leave one value open on several paths (each with
		// the flags it tested): one finding per call, value and role.
		type once struct {
			pos       token.Pos
			key, role string
		}
		reported := map[once]bool{}
		for _, fn := range fns {
			for _, s := range rs.sitesOf(fn, calls) {
				facts, ok := fn.factsAt(a, s)
				if !ok {
					continue
				}
				for _, r := range rolesFor(fieldOf(fields, s.k), s.role) {
					o := once{s.pos, s.k.String(), r.Name}
					if v, binding := a.judgeRole(comp, s, r, facts); v == roleBound && !reported[o] {
						reported[o] = true
						a.reportRole(comp, s, r, binding)
					}
				}
			}
		}
	}
	for _, fn := range fns {
		if fn.obj != nil && len(fn.open) > 0 {
			f := &roleOpenFact{}
			for _, w := range fn.open {
				at := w.pos
				if w.at != nil {
					at = a.ctx.Files.Position(a.ctx.Pass.Fset, a.ctx.Pass.Files, w.at.Pos()).String()
				}
				f.Writes = append(f.Writes, roleOpen{Role: w.role, Key: w.k.String(), Bound: w.bound, Flags: w.flags, At: at})
			}
			a.ctx.Pass.ExportObjectFact(fn.obj, f)
		}
	}
}

// roleSolve is one package's solve of the writes its functions leave open.
type roleSolve struct {
	a      *analyzer
	fns    []*roleFn
	fields []*roleField
	byObj  map[*types.Func]*roleFn
	lits   []litCall
	litsIn map[*roleFn][]*roleFn // literals by their declared function
}

// litCall is a call of a function literal of the package, in the
// function (declared or literal) that makes it; handed: the literal is an
// argument of call, which is taken to run it (retry.RetryOnConflict(b,
// func() error {…})).
type litCall struct {
	call    *ast.CallExpr
	lit, in *roleFn
	handed  bool
}

// sitesOf lists fn's role sites: its own writes, its static calls of
// functions that leave a write open (calls, by calling function) and its
// calls of literals that do.
func (rs *roleSolve) sitesOf(fn *roleFn, calls map[*roleFn][]roleSite) []roleSite {
	out := append(slices.Clip(fn.own), calls[fn]...)
	for _, lc := range rs.lits {
		if len(lc.lit.open) == 0 || lc.in != fn {
			continue
		}
		name, key := types.ExprString(lc.call.Fun), "func literal "
		if lc.handed {
			name = "a function literal passed to " + name
			key = "func literal passed to "
		}
		for _, w := range lc.lit.open {
			out = append(out, roleSite{pos: lc.call.Pos(), end: lc.call.End(), k: w.k, via: name, viaKey: key + types.ExprString(lc.call.Fun), role: w.role, inner: w.at.Pos()})
		}
	}
	return out
}

// solveOne computes what fn leaves open from its sites (calls: the static
// calls of its declared function, by calling function) and reports
// whether that grew.
func (rs *roleSolve) solveOne(fn *roleFn, calls map[*roleFn][]roleSite) bool {
	comp := rs.a.ctx.Component
	var open []openWrite
	for _, s := range rs.sitesOf(fn, calls) {
		facts, ok := fn.factsAt(rs.a, s)
		if !ok || s.returned {
			continue // a returned value is judged where it is returned
		}
		for _, r := range rolesFor(fieldOf(rs.fields, s.k), s.role) {
			if v, _ := rs.a.judgeRole(comp, s, r, facts); v == roleUnbound || v == roleBound && comp == policy.Shared {
				open = addOpen(open, openWrite{k: s.k, role: r.Name, at: siteNode(s), bound: v == roleBound, flags: rs.a.flagsAt(fn, facts)})
			}
		}
	}
	if len(open) == len(fn.open) {
		return false
	}
	fn.open = open
	return true
}

// solveLits solves the literals inside decl (nil: those outside every
// declared function), a literal after the literals it calls.
func (rs *roleSolve) solveLits(decl *roleFn, calls map[*roleFn][]roleSite) {
	lits := rs.litsIn[decl]
	if len(lits) == 0 {
		return
	}
	at := map[*roleFn]int{}
	for i, fn := range lits {
		at[fn] = i
	}
	callees := make([][]int, len(lits))
	for _, lc := range rs.lits {
		j, ok := at[lc.lit]
		if !ok {
			continue
		}
		if i, ok := at[lc.in]; ok {
			callees[i] = append(callees[i], j)
		}
	}
	flow.Solve(callees, func(i int) bool { return rs.solveOne(lits[i], calls) })
}

// literalsByDecl groups the literals of fns (preorder) by the declared
// function that holds them (nil: none, a package variable's). Holding is
// containment, not "before the last declaration's end": the files of a
// package need not lie in the file set in their order (go/packages parses
// them at once), so a package variable's literal in the next file may have
// lower positions than the declaration walked before it.
func literalsByDecl(fns []*roleFn) map[*roleFn][]*roleFn {
	out := map[*roleFn][]*roleFn{}
	var decl *roleFn
	for _, fn := range fns {
		switch {
		case fn.obj != nil:
			decl = fn
		case decl != nil && decl.node.Pos() <= fn.node.Pos() && fn.node.End() <= decl.node.End():
			out[decl] = append(out[decl], fn)
		default:
			out[nil] = append(out[nil], fn)
		}
	}
	return out
}

// roleLitCalls lists the calls of the package's function literals that
// code.CalledLits finds, and the calls a literal is handed to as an
// argument (in place, or through a local that code.CalledLits reads): a
// write the literal leaves open is made on the paths of the call that
// takes it, whether that call runs it at once (a conflict retry, a poll)
// or keeps it for later, as the caller's own write would be.
func (a *analyzer) roleLitCalls(fns []*roleFn) []litCall {
	byLit := map[*ast.FuncLit]*roleFn{}
	for _, fn := range fns {
		if lit, ok := fn.node.(*ast.FuncLit); ok {
			byLit[lit] = fn
		}
	}
	var out []litCall
	for cur := range a.ctx.Inspector().Root().Preorder((*ast.CallExpr)(nil)) {
		call := cur.Node().(*ast.CallExpr)
		in := innermostFn(fns, call.Pos())
		for _, lit := range code.CalledLits(a.info, a.valueDefs(), call.Fun) {
			if fn := byLit[lit]; fn != nil {
				out = append(out, litCall{call: call, lit: fn, in: in})
			}
		}
		for _, arg := range call.Args {
			for _, lit := range code.CalledLits(a.info, a.valueDefs(), arg) {
				if fn := byLit[lit]; fn != nil {
					out = append(out, litCall{call: call, lit: fn, in: in, handed: true})
				}
			}
		}
	}
	return out
}

// addOpen adds w to open once per key, role, binding and flags.
func addOpen(open []openWrite, w openWrite) []openWrite {
	if slices.ContainsFunc(open, func(o openWrite) bool {
		return o.k.String() == w.k.String() && o.role == w.role && o.bound == w.bound && o.flags == w.flags
	}) {
		return open
	}
	return append(open, w)
}

// siteNode is where a site writes, as a node.
func siteNode(s roleSite) ast.Node { return flow.Span{From: s.pos, To: s.end} }

// rolesFor lists f's roles, or only the one named role.
func rolesFor(f *roleField, role string) []*boundRole {
	if f == nil {
		return nil
	}
	if role == "" {
		return f.roles
	}
	for _, r := range f.roles {
		if r.Name == role {
			return []*boundRole{r}
		}
	}
	return nil
}

// roleCallSites lists, per calling function (the innermost, declared or
// literal), the calls among edges of functions that leave a write open
// (this package's so far, another's by fact), as sites of those writes. A
// call through an interface method or a function-typed value is a call of
// each function the call graph dispatches it to (the package stored it
// there): hiding the helper behind an interface cannot switch the role
// off. One site per call, value and role: the first implementation names
// it.
func (a *analyzer) roleCallSites(fns []*roleFn, edges []flow.Edge, byObj map[*types.Func]*roleFn, fields []*roleField) map[*roleFn][]roleSite {
	out := map[*roleFn][]roleSite{}
	type once struct {
		call             *ast.CallExpr
		key, role, flags string
		bound            bool
	}
	seen := map[once]bool{}
	for _, e := range edges {
		call, ok := e.Node.(*ast.CallExpr)
		if !ok || e.Callee == nil {
			continue
		}
		for _, w := range a.openOf(e.Callee, byObj) {
			if fieldOf(fields, w.k) == nil {
				continue
			}
			o := once{call, w.k.String(), w.role, w.flags, w.bound}
			if seen[o] {
				continue
			}
			seen[o] = true
			s := roleSite{pos: call.Pos(), end: call.End(), k: w.k, via: effects.CalleeName(e.Callee, e.Via), viaKey: e.Callee.FullName(), role: w.role, bound: w.bound}
			if e.Via != nil {
				s.innerBy = effects.CalleeName(e.Callee, nil)
			}
			s.extra = a.flagFacts(call, e.Callee, w.flags)
			if w.at != nil {
				s.inner = w.at.Pos()
			} else if w.pos != "" {
				s.inner = a.ctx.PosAt(w.pos)
			}
			if fn := innermostFn(fns, call.Pos()); fn != nil {
				out[fn] = append(out[fn], s)
			}
		}
	}
	return out
}

// openOf is what callee leaves open: this package's solution so far, or
// another package's fact.
func (a *analyzer) openOf(callee *types.Func, byObj map[*types.Func]*roleFn) []openWrite {
	callee = callee.Origin()
	if fn, ok := byObj[callee]; ok {
		return fn.open
	}
	if callee.Pkg() == a.ctx.Pass.Pkg {
		return nil
	}
	var f roleOpenFact
	if !a.ctx.Pass.ImportObjectFact(callee, &f) {
		return nil
	}
	var out []openWrite
	for _, w := range f.Writes {
		if k, ok := a.parseKey(w.Key); ok {
			out = append(out, openWrite{k: k, role: w.Role, bound: w.Bound, flags: w.Flags, pos: w.At})
		}
	}
	return out
}

// factsAt solves fn's path conditions on first use and returns what they
// say of the predicates at s; false where no live block holds s.
func (fn *roleFn) factsAt(a *analyzer, s roleSite) ([]predFact, bool) {
	if fn.g == nil {
		mayReturn := func(call *ast.CallExpr) bool { return !code.IsBuiltin(a.info, call, "panic") }
		fn.g = flow.NewBlocks(cfg.New(fn.body, mayReturn))
		fn.conds = flow.Conds(fn.g)
	}
	blk := blockAt(fn.g, s.pos)
	if blk < 0 {
		return nil, false
	}
	return append(a.predicateFacts(fn.conds[blk]), s.extra...), true
}
