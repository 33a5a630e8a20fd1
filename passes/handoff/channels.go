package handoff

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/policy"
	"github.com/kvlint/kvlint/internal/selector"
)

// checkChannels computes which functions use a handoff channel (exported as
// channelFact, so callers in other packages see it) and reports HO1002 where
// a user that the channel does not allow uses it: directly, or by calling
// into code of another component or shared code that does.
//
// A user is the package's component. A package of no component is shared
// code: its channel use is attributed to whoever calls it, so it is reported
// at the caller's boundary edge instead, with the chain. The exception is a
// shared main package: nobody calls a program, so it answers for itself.
//
// It returns the effects result (nil without channels) for `kvlint map`.
func checkChannels(ctx *passkit.Context, cfg *config, ins *inspector.Inspector, comp string) *effects.Result {
	if len(cfg.Channels) == 0 {
		return nil
	}
	res := channelEffects(ctx, cfg, ins)
	u, ok := newChannelUser(ctx, cfg, comp)
	if !ok {
		return res
	}
	direct := u.reportDirect(res)
	u.reportCrossings(res, direct)
	u.reportInitCrossings(res)
	return res
}

// channelEffects computes every function's channel use: a reference to one
// of a channel's APIs uses it.
func channelEffects(ctx *passkit.Context, cfg *config, ins *inspector.Inspector) *effects.Result {
	info := ctx.Pass.TypesInfo
	imp, exp := effects.FactIO[channelFact](ctx.Pass)
	// The channels each function is an API of: a package names the same
	// functions many times, and each channel's set was matched again for
	// every identifier.
	uses := map[*types.Func][]*channel{}
	called := func(fn *types.Func, pos, end token.Pos) []effects.Direct {
		chs, seen := uses[fn]
		if !seen {
			for i := range cfg.Channels {
				if _, ok := cfg.Channels[i].apis.Match(fn); ok {
					chs = append(chs, &cfg.Channels[i])
				}
			}
			uses[fn] = chs
		}
		var out []effects.Direct
		for _, ch := range chs {
			out = append(out, effects.Direct{Key: ch.Name, API: selector.Name(fn), Pos: pos, End: end})
		}
		return out
	}
	return effects.Compute(ctx.Pass, ins, effects.Spec{
		Files:      ctx.Files,
		ImportInit: effects.InitIO[channelFact](ctx.Pass),
		Nodes:      []ast.Node{(*ast.Ident)(nil)},
		Direct: func(n ast.Node) []effects.Direct {
			id, ok := n.(*ast.Ident)
			if !ok {
				return nil
			}
			if fn, ok := info.Uses[id].(*types.Func); ok {
				return called(fn, id.Pos(), id.End())
			}
			return nil
		},
		// A call through an interface of the module that holds a channel's
		// client uses the channel (a pending call of another package has no
		// call here).
		Narrowed: func(call *ast.CallExpr, fn *types.Func) []effects.Direct {
			if call == nil {
				return called(fn, token.NoPos, token.NoPos)
			}
			id := code.CalledIdent(call)
			return called(fn, id.Pos(), id.End())
		},
		Import:  imp,
		Export:  exp,
		Site:    ctx.Site,
		Pending: ctx.Pending(),
	})
}

// channelUser is who answers for the package's channel use: its component,
// or, for a shared main package, the program itself.
type channelUser struct {
	ctx     *passkit.Context
	name    string // in messages: the component, or "program <path>"
	comp    string
	pkg     string // the package, as channels' package allowances match it
	program bool
	byName  map[string]*channel
}

// newChannelUser returns the package's user; false for shared code that is
// not a program, whose use its callers answer for.
func newChannelUser(ctx *passkit.Context, cfg *config, comp string) (*channelUser, bool) {
	u := &channelUser{ctx: ctx, name: comp, comp: comp, pkg: importerPath(ctx), byName: map[string]*channel{}}
	if comp == policy.Shared {
		if ctx.Pass.Pkg.Name() != "main" {
			return nil, false
		}
		u.name, u.program = "program "+u.pkg, true
	}
	for i := range cfg.Channels {
		ch := &cfg.Channels[i]
		u.byName[ch.Name] = ch
		// A package allowance is stale (KV0003) when no package it
		// matches uses the channel: it would excuse the next use.
		for _, a := range ch.Packages {
			if a.Package.Match(u.pkg) >= 0 {
				ctx.Expect(a.Pos, "handoff.channels %s: no analysed package matching %s uses it", ch.Name, a.Package)
			}
		}
	}
	return u, true
}

// allowed reports whether the channel allows this user: its component (not
// for a program) or one of its package allowances.
// It is asked only where the user uses the channel, so a package allowance
// that matches is used (even where the component is allowed as well).
func (u *channelUser) allowed(ch *channel) bool {
	ok := false
	for _, a := range ch.Packages {
		if a.Package.Match(u.pkg) >= 0 {
			u.ctx.Used(a.Pos)
			ok = true
		}
	}
	if !u.program && !ok {
		for _, c := range ch.Components {
			if c.Name == u.comp {
				return true
			}
		}
	}
	return ok
}

// useAt is a direct use of a channel at a position.
type useAt struct {
	pos token.Pos
	ch  string
}

// reportDirect reports the package's own uses of channels that do not allow
// it, and returns every direct use so that the call there is not reported
// again as a crossing.
func (u *channelUser) reportDirect(res *effects.Result) map[useAt]bool {
	direct := map[useAt]bool{}
	for _, s := range res.Sites {
		ch := u.byName[s.Key]
		direct[useAt{s.Pos, s.Key}] = true
		if u.allowed(ch) {
			continue
		}
		u.ctx.Report.On(ch.Name+" "+s.API).Reportf("HO1002", s.Pos, s.End, "%s uses handoff channel %s directly: %s",
			u.name, ch.Name, s.API)
	}
	return direct
}

// reportCrossings reports calls leaving the component into code that uses a
// channel the user may not, once per calling function, callee and channel
// (Crossings), with the chain as related locations; within the component the
// callee's own package answers for its use.
func (u *channelUser) reportCrossings(res *effects.Result, direct map[useAt]bool) {
	ctx := u.ctx
	outside := u.outside
	keep := func(e effects.Edge, k string) bool {
		ch := u.byName[k]
		return ch != nil && !u.allowed(ch) && !direct[useAt{e.Pos, k}]
	}
	for c := range res.Crossings(outside, keep) {
		ch := u.byName[c.Key]
		ctx.Report.On(ch.Name+" via "+c.Callee.FullName()).Report("HO1002", analysis.Diagnostic{
			Pos: c.Node.Pos(), End: c.Node.End(), Related: ctx.Related(c.Witness, "uses"),
			Message: fmt.Sprintf("%s reaches handoff channel %s via %s", u.name, ch.Name, c.Witness.Chain[0]),
		})
	}
}

// outside reports whether code of p is judged at the calls that leave for
// it: another component's, or shared code (any other package, for a
// program's own channel list).
func (u *channelUser) outside(p *types.Package) bool {
	return p != u.ctx.Pass.Pkg && (u.program || u.ctx.Policy.ComponentOf(selector.PkgPath(p)) != u.comp)
}

// reportInitCrossings reports HO1002 at an import of a package outside
// whose initialization uses a channel the component may not: importing it
// runs that initialization (effects.InitCrossings).
func (u *channelUser) reportInitCrossings(res *effects.Result) {
	ctx := u.ctx
	for c := range res.InitCrossings(u.outside) {
		ch := u.byName[c.Key]
		if ch == nil || u.allowed(ch) {
			continue
		}
		ctx.Report.On(ch.Name+" via "+c.Witness.Chain[0]).Report("HO1002", analysis.Diagnostic{
			Pos: c.Import.Pos(), End: c.Import.End(), Related: ctx.Related(c.Witness, "uses"),
			Message: fmt.Sprintf("%s reaches handoff channel %s via %s", u.name, ch.Name, c.Witness.Chain[0]),
		})
	}
}
