package handoff

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// The uses of owned keys that set them on an object, and the summaries
// that carry them through calls to the components that call shared code
// (HO1007).

// reportKeyCrossings reports HO1007 at a component's calls of code of
// another component or shared code whose summary sets a key the component
// does not own, with the chain.
func reportKeyCrossings(ctx *passkit.Context, res *effects.Result, owners []keyOwner, comp string) {
	byKey := ownersByKey(owners)
	outside := func(p *types.Package) bool {
		return p != ctx.Pass.Pkg && ctx.Policy.ComponentOf(selector.PkgPath(p)) != comp
	}
	keep := func(_ effects.Edge, k string) bool { o := byKey[k]; return o != nil && !o.owns(comp) }
	for c := range res.Crossings(outside, keep) {
		o := byKey[c.Key]
		ctx.Report.On(o.Key.String()+" via "+c.Callee.FullName()).Report("HO1007", analysis.Diagnostic{
			Pos: c.Node.Pos(), End: c.Node.End(), Related: ctx.Related(c.Witness, "sets"),
			Message: fmt.Sprintf("%s sets handoff key %s via %s, which only %s may set", comp, o.Key.Name, c.Witness.Chain[0], o.ownerList()),
		})
	}
}

// ownedKeySet is a use of an owned key that sets it on an object, at the
// key's identifier (its constant's, or another constant's of its value),
// at the expression that types the key by hand, or at the called name of
// a call whose returned map is handed over, with the witness into the
// function that fills it.
type ownedKeySet struct {
	at         ast.Node
	o          *keyOwner
	short, how string
	witness    effects.Witness
}

// ownedKeySets lists the package's uses of owned keys that set them on an
// object, in source order, and the writes of owned keys into maps a
// function may return (for exportReturnedKeys).
func ownedKeySets(ctx *passkit.Context, ins *inspector.Inspector, kp *keyParams, consts map[*types.Const]*keyOwner, keys map[string][]*types.Const, typed []typedKeyUse, locals *localMaps) ([]ownedKeySet, []keyMapWrite) {
	info := ctx.Pass.TypesInfo
	// Most packages name no owned key at all: the walk with ancestors is
	// the costly part, so look first.
	isOwned := func(c *types.Const) bool { return consts[c] != nil }
	alias := keyAliases(info, keys, typed, isOwned)
	if len(alias) == 0 && !namesAny(info, isOwned) {
		return nil, nil
	}
	var out []ownedKeySet
	var writes []keyMapWrite
	eachKeyUse(ctx, ins, kp, isOwned, alias, func(u keyUseSite) {
		if u.kind != sites.Write {
			return
		}
		short := u.c.Pkg().Name() + "." + u.c.Name()
		if setsOnObject(info, u.how, u.stack, locals) {
			out = append(out, ownedKeySet{at: u.id, o: consts[u.c], short: short, how: u.how, witness: kp.witnessAt(info, u.stack)})
		}
		if w, ok := mapWriteOf(info, locals.bodies, u); ok {
			w.o, w.short = consts[u.c], short
			writes = append(writes, w)
		}
	})
	return out, writes
}

// keyAliases maps each object that stands for a key isKey accepts to the
// keys it may hold, beyond the key constants themselves and the locals
// heldKeys follows: other constants of a key's value (sameValueConsts) and
// locals assigned a key typed by hand (typedHeld). A write through one
// sets the key; HO1007 and the map's records read them alike.
func keyAliases(info *types.Info, byValue map[string][]*types.Const, typed []typedKeyUse, isKey func(*types.Const) bool) map[types.Object][]*types.Const {
	out := sameValueConsts(info, byValue, isKey)
	for v, cs := range typedHeld(info, typed, isKey) {
		for _, c := range cs {
			out = addHeld(out, v, c)
		}
	}
	return out
}

// addHeld records that obj may hold key constant c, once, making m when
// nil; it returns m. Every index of what objects hold (heldKeys, the
// aliases, their union in eachKeyUse) grows through it.
func addHeld(m map[types.Object][]*types.Const, obj types.Object, c *types.Const) map[types.Object][]*types.Const {
	if m == nil {
		m = map[types.Object][]*types.Const{}
	}
	if !slices.Contains(m[obj], c) {
		m[obj] = append(slices.Clip(m[obj]), c)
	}
	return m
}

// typedHeld maps the local variables assigned a key typed by hand
// (key := "kubevirt.io/created-by"; pod.Labels[key] = uid) to the keys
// isKey accepts that the text equals: HO1003 reports the spelling at the
// literal, and the local's write sets the key as the constant's would.
func typedHeld(info *types.Info, typed []typedKeyUse, isKey func(*types.Const) bool) map[types.Object][]*types.Const {
	var out map[types.Object][]*types.Const
	for _, u := range typed {
		v := heldBy(info, u)
		if u.in != "" || v == nil {
			continue
		}
		for _, c := range u.cs {
			if isKey(c) {
				out = addHeld(out, v, c)
			}
		}
	}
	return out
}

// heldBy is the local variable u's text is assigned to (key := "…", var
// path = "…"), else nil.
func heldBy(info *types.Info, u typedKeyUse) *types.Var {
	n := len(u.stack)
	if n < 2 {
		return nil
	}
	switch p := u.stack[n-2].(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) && (p.Tok == token.DEFINE || p.Tok == token.ASSIGN) {
			if i := slices.Index(p.Rhs, u.at); i >= 0 {
				return code.LocalVarOf(info, p.Lhs[i])
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			if i := slices.Index(p.Values, u.at); i >= 0 {
				return code.LocalVar(info.Defs[p.Names[i]])
			}
		}
	}
	return nil
}

// sameValueConsts maps each other constant the package uses whose value is
// a key's (byValue, those isKey accepts) to the keys of that value: const
// createdBy = "kubevirt.io/created-by", of the package or of another. A
// write through it sets the key as the key's own constant would (HO1003
// reports the spelling where the constant is declared).
func sameValueConsts(info *types.Info, byValue map[string][]*types.Const, isKey func(*types.Const) bool) map[types.Object][]*types.Const {
	var out map[types.Object][]*types.Const
	for _, obj := range info.Uses {
		c, ok := obj.(*types.Const)
		if !ok || isKey(c) || c.Val().Kind() != constant.String {
			continue
		}
		var ks []*types.Const
		for _, k := range byValue[constant.StringVal(c.Val())] {
			if isKey(k) {
				ks = append(ks, k)
			}
		}
		if len(ks) > 0 {
			if out == nil {
				out = map[types.Object][]*types.Const{}
			}
			out[c] = slices.SortedFunc(slices.Values(ks), func(a, b *types.Const) int { return strings.Compare(a.Name(), b.Name()) })
		}
	}
	return out
}

// namesAny reports whether the package uses a constant is accepts.
func namesAny(info *types.Info, is func(*types.Const) bool) bool {
	for _, obj := range info.Uses {
		if c, ok := obj.(*types.Const); ok && is(c) {
			return true
		}
	}
	return false
}

// keySetEffects summarises, for every function, the owned keys it sets on
// an object, directly or through its callees, exported as keySetFact so
// that a component calling shared code that sets one is judged at its
// call.
func keySetEffects(ctx *passkit.Context, ins *inspector.Inspector, sets []ownedKeySet) *effects.Result {
	at := map[ast.Node][]ownedKeySet{}
	typed := false
	for _, s := range sets {
		at[s.at] = append(at[s.at], s)
		_, isIdent := s.at.(*ast.Ident)
		typed = typed || !isIdent
	}
	nodes := []ast.Node{(*ast.Ident)(nil)}
	if typed {
		// A key typed by hand is a literal, a concatenation or a call.
		nodes = append(nodes, (*ast.BasicLit)(nil), (*ast.BinaryExpr)(nil), (*ast.CallExpr)(nil))
	}
	imp, exp := effects.FactIO[keySetFact](ctx.Pass)
	return effects.Compute(ctx.Pass, ins, effects.Spec{
		Files: ctx.Files,
		Nodes: nodes,
		Direct: func(n ast.Node) []effects.Direct {
			var out []effects.Direct
			for _, s := range at[n] {
				out = append(out, effects.Direct{Key: s.o.Key.String(), API: s.short, Pos: s.at.Pos(), End: s.at.End()})
			}
			return out
		},
		Import:  imp,
		Export:  exp,
		Site:    ctx.Site,
		Pending: ctx.Pending(),
	})
}

// importsKeySetters reports whether a package this one imports has code
// that sets an owned key (keySettersFact): only then can a call of this
// package's reach one. Summaries are computed where that holds or where
// the package sets a key itself; elsewhere they would all be empty.
func importsKeySetters(pass *analysis.Pass) bool {
	for _, imp := range pass.Pkg.Imports() {
		if pass.ImportPackageFact(imp, new(keySettersFact)) {
			return true
		}
	}
	return false
}
