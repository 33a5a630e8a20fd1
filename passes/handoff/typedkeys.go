package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// typedKeyUse is a handoff key typed by hand: at is the expression that
// spells it (the literal, the concatenation or the call it is the first
// literal of), spelled its source text, cs the key constants it equals, in
// where it stands inside a longer text ("" where at is the key itself), and
// stack at's ancestors, at last.
type typedKeyUse struct {
	lit     *ast.BasicLit
	at      ast.Expr
	spelled string
	cs      []*types.Const
	in      string
	stack   []ast.Node
}

// typedKeys finds the keys the package types by hand (keys, those of
// min-length; all, every key in reach): read by HO1003, which reports
// them, and by HO1007, for which a key set on an object is set whatever
// spells it (checkKeyOwners).
func typedKeys(ctx *passkit.Context, ins *inspector.Inspector, places *keyPlaces, keys, all map[string][]*types.Const) []typedKeyUse {
	if len(all) == 0 {
		return nil // no key package configured, or none in reach
	}
	var out []typedKeyUse
	// Literals by cursor, not with a stack: the stack of every node is
	// kept up to date while WithStack walks, and nearly no literal is a
	// key; a key literal's stack is rebuilt from its cursor.
	for cur := range ins.Root().Preorder((*ast.BasicLit)(nil)) {
		lit := cur.Node().(*ast.BasicLit)
		if lit.Kind != token.STRING {
			continue
		}
		switch parent := cur.Parent().Node().(type) {
		case *ast.ImportSpec:
			continue // an import path, not a key
		case *ast.Field:
			if parent.Tag == lit {
				continue // a struct tag
			}
		}
		val, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		at, spelled, cs, in := typedKey(ctx.Pass.TypesInfo, places, cur, val, keys, all)
		if len(cs) == 0 {
			continue
		}
		stack := stackOf(cur)
		if i := slices.Index(stack, ast.Node(at)); i >= 0 {
			stack = stack[:i+1]
		}
		out = append(out, typedKeyUse{lit: lit, at: at, spelled: spelled, cs: cs, in: in, stack: stack})
	}
	return out
}

// typedKeySets lists the keys typed by hand (typedKeys) that the package
// sets on an object: pod.Labels["kubevirt.io/created-by"] = uid sets
// v1.CreatedByLabel as the constant would, and so does the key typed into
// the path of a patch operation that adds, replaces or removes it
// (typedPathUse) or into a merge patch's JSON text among an object's
// labels or annotations. HO1003 says how to spell the key; who may set it
// is HO1007's question however it is spelled, so that typing it by hand
// cannot take a write out of the check. A selector reads the key.
func typedKeySets(ctx *passkit.Context, kp *keyParams, typed []typedKeyUse, byKey map[string]*keyOwner, locals *localMaps) []ownedKeySet {
	info := ctx.Pass.TypesInfo
	var out []ownedKeySet
	// Paths held in a local (path := "/metadata/labels/…") are judged where
	// the local is handed to an operation.
	var heldPaths map[*types.Var][]typedKeyUse
	for _, u := range typed {
		c, o := ownerOf(u.cs, byKey)
		if o == nil {
			continue
		}
		var kind, how string
		switch u.in {
		case "":
			kind, how = keyUse(info, u.stack, kp)
		case inPatchPath:
			kind, how = typedPathUse(info, u.stack)
			if v := heldBy(info, u); v != nil {
				if heldPaths == nil {
					heldPaths = map[*types.Var][]typedKeyUse{}
				}
				heldPaths[v] = append(heldPaths[v], u)
			}
		case inPatchText:
			kind, how = sites.Write, notePatchText
		}
		if kind != sites.Write || !setsOnObject(info, how, u.stack, locals) {
			continue
		}
		out = append(out, ownedKeySet{at: u.at, o: o, short: c.Pkg().Name() + "." + c.Name(),
			how: how, witness: kp.witnessAt(info, u.stack)})
	}
	if len(heldPaths) > 0 {
		out = append(out, heldPathSets(ctx, kp, heldPaths, byKey, locals)...)
	}
	return out
}

// ownerOf returns the first of cs that has an owner entry, with the entry.
func ownerOf(cs []*types.Const, byKey map[string]*keyOwner) (*types.Const, *keyOwner) {
	for _, k := range cs {
		if o := byKey[selector.PkgPath(k.Pkg())+"."+k.Name()]; o != nil {
			return k, o
		}
	}
	return nil, nil
}

// heldPathSets lists the uses of the locals holding a JSON-patch path
// typed by hand that hand it to an operation which adds, replaces or
// removes the key (typedPathUse): each sets the key the path names.
func heldPathSets(ctx *passkit.Context, kp *keyParams, held map[*types.Var][]typedKeyUse, byKey map[string]*keyOwner, locals *localMaps) []ownedKeySet {
	info := ctx.Pass.TypesInfo
	var out []ownedKeySet
	for cur := range ctx.Inspector().Root().Preorder((*ast.Ident)(nil)) {
		id := cur.Node().(*ast.Ident)
		v, ok := info.Uses[id].(*types.Var)
		if !ok || held[v] == nil {
			continue
		}
		stack := stackOf(cur)
		kind, how := typedPathUse(info, stack)
		if kind != sites.Write || !setsOnObject(info, how, stack, locals) {
			continue
		}
		for _, u := range held[v] {
			c, o := ownerOf(u.cs, byKey)
			out = append(out, ownedKeySet{at: id, o: o, short: c.Pkg().Name() + "." + c.Name(),
				how: how, witness: kp.witnessAt(info, stack)})
		}
	}
	return out
}

// typedPathUse classifies a JSON-patch path typed by hand with a key in it
// (stack's last node) by the patch operation it is given to directly:
// patch.WithAdd("/metadata/labels/kubevirt.io~1created-by", uid) writes
// the key, a test reads it; a path given to anything else says nothing.
func typedPathUse(info *types.Info, stack []ast.Node) (kind, how string) {
	n := len(stack)
	if n < 2 {
		return "", ""
	}
	op, ok := stack[n-2].(*ast.CallExpr)
	if !ok || !slices.Contains(op.Args, stack[n-1].(ast.Expr)) {
		return "", ""
	}
	kind, how, _ = opKeyUse(patchOp(info, op))
	return kind, how
}
