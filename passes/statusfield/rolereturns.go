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
// that return (the origin), and it is judged only if its origin's own
// paths leave the role open (addReturnedWrites).
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
				k := key{t: f.o.table, path: f.path, value: code.ConstName(f.typ, v.value), from: v.at}
				s := roleSite{pos: e.Pos(), end: e.End(), k: k, returned: true}
				if v.at.Pos() < fn.Pos() || v.at.End() > fn.End() {
					s.inner, s.innerReturns = v.at.Pos(), true
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

// openReturn is a returned value some function's paths leave a role open
// for: the function (its origin) and the roles.
type openReturn struct {
	in    *roleFn
	roles []string
}

// addReturnedWrites judges the returns of the package's functions that
// leave a role open, and adds to fns the writes of such a value (vmi.Status.Phase
// = c.calculatePhase(…) where calculatePhase returns Failed without
// testing the phase): the write is judged on the writer's paths, as a
// helper's write is at its call. A chained return (one function returning
// another's value) stays a site only where its origin leaves the role
// open: an origin whose own path bound the role was reported there, and
// one that ruled it out settled it.
func (a *analyzer) addReturnedWrites(fns []*roleFn, fields []*roleField) {
	open := a.openReturns(fns, fields)
	for _, fn := range fns {
		fn.own = slices.DeleteFunc(fn.own, func(s roleSite) bool {
			return s.returned && s.innerReturns && open[s.inner].in == nil
		})
		for i, s := range fn.own {
			if s.returned && s.innerReturns {
				fn.own[i].via = openVia(open[s.inner])
				fn.own[i].viaKey = "returned by " + fn.own[i].via
			}
		}
	}
	if len(open) == 0 {
		return
	}
	for _, s := range a.sites {
		for _, k := range s.keys {
			if k.value == "" || k.from == nil || fieldOf(fields, k) == nil {
				continue
			}
			o, ok := open[k.from.Pos()]
			fn := innermostFn(fns, s.pos)
			if !ok || fn == nil || fn == o.in {
				continue
			}
			via := openVia(o)
			for _, role := range o.roles {
				fn.own = append(fn.own, roleSite{pos: s.pos, end: s.end, k: k, via: via, viaKey: "returned by " + via, role: role, inner: k.from.Pos(), innerReturns: true})
			}
		}
	}
}

// openReturns judges the origin returns of fns (a constant, or a local
// holding one) and lists, by the constant's place, those whose paths leave
// a role open.
func (a *analyzer) openReturns(fns []*roleFn, fields []*roleField) map[token.Pos]openReturn {
	open := map[token.Pos]openReturn{}
	for _, fn := range fns {
		for _, s := range fn.own {
			if !s.returned || s.innerReturns {
				continue
			}
			facts, ok := fn.factsAt(a, s)
			if !ok {
				continue
			}
			at := s.pos
			if s.k.from != nil {
				at = s.k.from.Pos()
			}
			for _, r := range rolesFor(fieldOf(fields, s.k), "") {
				if v, _ := a.judgeRole(a.ctx.Component, s, r, facts); v == roleUnbound && !slices.Contains(open[at].roles, r.Name) {
					o := open[at]
					o.in, o.roles = fn, append(o.roles, r.Name)
					open[at] = o
				}
			}
		}
	}
	return open
}

// openVia names the function whose return o is.
func openVia(o openReturn) string {
	if o.in.obj != nil {
		return effects.CalleeName(o.in.obj, nil)
	}
	return "a function literal"
}
