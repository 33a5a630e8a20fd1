package statusfield

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// A function that computes a restricted field's value for its caller to
// set (phase := c.calculatePhase(vmi)) sets it for a role at its return:
// judged on the paths into the return when they bind the role, and, where
// they leave it open, where a caller sets the value. The value returned
// may be a constant, a local holding one, or what another function of the
// package returns (values.go follows them): returning the helper's result
// under the binding test (return c.failedPhase()) is the constant's return
// on that path.

// returnedValues lists the constants of a restricted field's type that ret
// may return from a function whose results include that type. A value
// that comes from another function's return is a chained site: inner is
// that function's return, and it is judged only if that return leaves the
// role open (addReturnedWrites).
func (a *analyzer) returnedValues(ret *ast.ReturnStmt, fn ast.Node, fields []*roleField) []roleSite {
	sig := signatureOf(a.info, fn)
	if sig == nil {
		return nil
	}
	var out []roleSite
	for i, e := range ret.Results {
		if i >= sig.Results().Len() {
			break
		}
		tv, ok := a.info.Types[e]
		if !ok {
			continue
		}
		for _, f := range fields {
			if !types.Identical(sig.Results().At(i).Type(), f.typ) || !types.Identical(tv.Type, f.typ) {
				continue
			}
			if a.isAllowed(ret.Pos(), "") {
				return nil
			}
			if tv.Value != nil {
				if tv.Value.Kind() != constant.Unknown {
					k := key{t: f.o.table, path: f.path, value: code.ConstName(f.typ, tv.Value)}
					out = append(out, roleSite{pos: e.Pos(), end: e.End(), k: k, returned: true})
				}
				continue
			}
			for _, v := range a.flowValues(e) {
				k := key{t: f.o.table, path: f.path, value: code.ConstName(f.typ, v.value), from: v.at, ret: v.ret}
				s := roleSite{pos: e.Pos(), end: e.End(), k: k, returned: true}
				if v.ret != nil {
					s.inner, s.innerReturns = v.ret.Pos(), true
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// signatureOf is the signature of a function declaration or literal.
func signatureOf(info *types.Info, fn ast.Node) *types.Signature {
	switch n := fn.(type) {
	case *ast.FuncLit:
		sig, _ := info.TypeOf(n).(*types.Signature)
		return sig
	case *ast.FuncDecl:
		if fn, ok := info.Defs[n.Name].(*types.Func); ok {
			return fn.Type().(*types.Signature)
		}
	}
	return nil
}

// addReturnedWrites judges the returns of the package's functions that
// leave a role open, and adds to fns the writes of such a value (vmi.Status.Phase
// = c.calculatePhase(…) where calculatePhase returns Failed without
// testing the phase): the write is judged on the writer's paths, as a
// helper's write is at its call. A chained return (one function returning
// another's value) stays a site only where the return it takes the value
// from leaves the role open: one whose own path bound the role was
// reported there, and one that ruled it out settled it.
func (a *analyzer) addReturnedWrites(fns []*roleFn, fields []*roleField) {
	ro := a.openReturns(fns, fields)
	for _, fn := range fns {
		kept := fn.own[:0]
		for _, s := range fn.own {
			if s.returned && s.innerReturns {
				from := ro.open(retKey{s.inner, s.k.value})
				if from == nil || len(from.roles) == 0 {
					continue
				}
				s.via = from.via()
				s.viaKey = "returned by " + s.via
			}
			kept = append(kept, s)
		}
		fn.own = kept
	}
	for _, s := range a.sites {
		for _, k := range s.keys {
			if k.value == "" || k.ret == nil || fieldOf(fields, k) == nil {
				continue
			}
			from := ro.open(retKey{k.ret.Pos(), k.value})
			fn := innermostFn(fns, s.pos)
			if from == nil || fn == nil || fn == from.in {
				continue
			}
			via := from.via()
			for _, role := range from.roles {
				fn.own = append(fn.own, roleSite{pos: s.pos, end: s.end, k: k, via: via, viaKey: "returned by " + via, role: role, inner: k.ret.Pos(), innerReturns: true})
			}
		}
	}
}

// returnsOpen judges the returns of the package's role functions: for
// each returned value, the roles its paths leave open. A chained return
// leaves a role open only where the return it takes the value from does
// too, so a function between the origin and a caller that rules the role
// out settles it for the caller.
type returnsOpen struct {
	a      *analyzer
	fields []*roleField
	sites  map[retKey]*retSite
}

// retKey is a returned value: the return's result expression and the
// constant.
type retKey struct {
	pos   token.Pos
	value string
}

// retSite is one returned value, with the function returning it and,
// once judged, the roles open on its paths and those of the returns it
// takes the value from.
type retSite struct {
	in          *roleFn
	s           roleSite
	roles       []string
	done, doing bool
}

// openReturns indexes the returned values of fns, judged on first use.
func (a *analyzer) openReturns(fns []*roleFn, fields []*roleField) *returnsOpen {
	ro := &returnsOpen{a: a, fields: fields, sites: map[retKey]*retSite{}}
	for _, fn := range fns {
		for _, s := range fn.own {
			if s.returned {
				ro.sites[retKey{s.pos, s.k.value}] = &retSite{in: fn, s: s}
			}
		}
	}
	return ro
}

// open returns the returned value at k with its open roles, or nil when
// k is no judged return (a bare return, a chain back into itself).
func (ro *returnsOpen) open(k retKey) *retSite {
	rs := ro.sites[k]
	if rs == nil || rs.doing {
		return nil
	}
	if rs.done {
		return rs
	}
	rs.doing = true
	defer func() { rs.doing, rs.done = false, true }()
	facts, ok := rs.in.factsAt(ro.a, rs.s)
	if !ok {
		return rs
	}
	var from *retSite
	if rs.s.innerReturns {
		if from = ro.open(retKey{rs.s.inner, rs.s.k.value}); from == nil {
			return rs // where the value comes from is not judged: nothing is left open
		}
	}
	for _, r := range rolesFor(fieldOf(ro.fields, rs.s.k), "") {
		if from != nil && !slices.Contains(from.roles, r.Name) {
			continue
		}
		if v, _ := ro.a.judgeRole(ro.a.ctx.Component, rs.s, r, facts); v == roleUnbound && !slices.Contains(rs.roles, r.Name) {
			rs.roles = append(rs.roles, r.Name)
		}
	}
	return rs
}

// via names the function of a returned value.
func (rs *retSite) via() string {
	if rs.in.obj != nil {
		return effects.CalleeName(rs.in.obj, nil)
	}
	return "a function literal"
}
