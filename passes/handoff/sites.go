package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
	"github.com/kvlint/kvlint/internal/passkit"
	"github.com/kvlint/kvlint/internal/selector"
	"github.com/kvlint/kvlint/internal/sites"
)

// collectSites returns the package's handoff sites for `kvlint map`: channel
// uses (direct, and calls into other components' or shared code that reach
// a channel) and every use of a handoff key constant, as a write or a read.
func collectSites(ctx *passkit.Context, cfg *config, ins *inspector.Inspector, comp string, res *effects.Result, keys map[string][]*types.Const, typed []typedKeyUse, kp *keyParams) *sites.Result {
	out := &sites.Result{}
	if res != nil {
		out = sites.FromEffects(res, ctx.Pass.Pkg, comp, ctx.Policy.ComponentOf).About(sites.TopicChannel, "HO1002")
	}
	if len(cfg.Keys.Packages) == 0 {
		return out
	}
	isKey := map[*types.Const]bool{}
	for _, cs := range longKeys(keys, cfg.Keys.MinLength) {
		for _, c := range cs {
			isKey[c] = true
		}
	}
	if len(isKey) == 0 {
		return out
	}
	info := ctx.Pass.TypesInfo
	is := func(c *types.Const) bool { return isKey[c] }
	eachKeyUse(ctx, ins, kp, is, keyAliases(info, keys, typed, is), func(u keyUseSite) {
		check := "HO1003" // a key spelled around the constant
		if u.kind == sites.Write {
			check = "HO1007" // set by a component that does not own it
		}
		w := kp.witnessAt(info, u.stack) // handed to a key parameter
		out.Sites = append(out.Sites, sites.Site{Topic: sites.TopicKey, Kind: u.kind, Key: selector.PkgPath(u.c.Pkg()) + "." + u.c.Name(), API: u.how, Code: check,
			Func: sites.FuncOf(info, u.stack), Pos: u.id.Pos(), End: u.id.End(), Chain: w.Chain, Witness: w.Site})
	})
	return out
}

// keyUseSite is one use of a key constant: the identifier, the constant,
// whether it is written or read and how (keyUse), and the identifier's
// ancestors.
type keyUseSite struct {
	id        *ast.Ident
	c         *types.Const
	kind, how string
	stack     []ast.Node
}

// eachKeyUse calls f for every use of a constant isKey accepts, classified
// by keyUse: the map's key records and HO1007 read writes the same way;
// and for every write through a local holding such a constant (heldKeys),
// or through another object standing for one (alias: sameValueConsts).
func eachKeyUse(ctx *passkit.Context, ins *inspector.Inspector, kp *keyParams, isKey func(*types.Const) bool, alias map[types.Object][]*types.Const, f func(keyUseSite)) {
	info := ctx.Pass.TypesInfo
	held := kp.heldConsts(ctx)
	if len(alias) > 0 {
		held = maps.Clone(held)
		for obj, cs := range alias {
			for _, c := range cs {
				held = addHeld(held, obj, c)
			}
		}
	}
	// By cursor, not with a stack: nearly no identifier is a key, and a
	// key's stack is rebuilt from its cursor (as typedKeys does).
	for cur := range ins.Root().Preorder((*ast.Ident)(nil)) {
		id := cur.Node().(*ast.Ident)
		obj := info.Uses[id]
		if c, ok := obj.(*types.Const); ok && isKey(c) {
			stack := stackOf(cur)
			kind, how := keyUse(info, stack, kp)
			f(keyUseSite{id: id, c: c, kind: kind, how: how, stack: stack})
		} else if cs := held[obj]; slices.ContainsFunc(cs, isKey) {
			stack := stackOf(cur)
			if kind, how := keyUse(info, stack, kp); kind == sites.Write {
				for _, c := range cs {
					if isKey(c) {
						f(keyUseSite{id: id, c: c, kind: kind, how: how, stack: stack})
					}
				}
			}
		}
	}
}

// The notes of the writes into a map, which setsOnObject tells apart by
// where the map comes from (the map's JSON shows them as they are).
const (
	notePatchText  = "patch text"
	noteIndexSet   = "m[key] ="
	noteMapLiteral = "map literal"
	noteDelete     = "delete"
)

// keyUse tells whether a key constant at the top of stack is written or
// read, and how. Writing a key is setting it on an object: assigning
// m[key] of a map of strings, deleting it, naming it in a plain map literal
// of strings (labels and annotations of an object being built; a set,
// map[string]bool, is looked up against), appending it to an object's
// Finalizers (or to a local copy of them) or naming it in an object
// literal's Finalizers, filtering it out of a copy of an object's
// Finalizers, or passing it to a function whose name says it adds, sets
// or removes. Everything else (lookups, selectors, other comparisons,
// named map types such as label sets) reads it.
func keyUse(info *types.Info, stack []ast.Node, kp *keyParams) (string, string) {
	i, node := keyExpr(stack)
	if i == 0 {
		return sites.Read, "reference"
	}
	switch p := stack[i-1].(type) {
	case *ast.IndexExpr, *ast.KeyValueExpr:
		if kind, how := mapKeyUse(info, stack, i, node); kind != "" {
			return kind, how
		}
	case *ast.CallExpr:
		if kind, how, ok := patchPathKeyUse(info, stack, i); ok {
			return kind, how
		}
		if code.IsBuiltin(info, p, "append") && len(p.Args) > 1 && p.Args[0] != node && appendsToCopy(info, p.Args[0], stack) {
			return sites.Write, "append to a copy" // of an object's finalizers, patched back
		}
		if how, ok := kp.passedAsKey(info, p, node); ok {
			return sites.Write, how // to a function that sets it (keyparams.go)
		}
		if i >= 2 {
			if how, ok := kp.returnedKey(info, stack[i-2], p, node); ok {
				return sites.Write, how // into the map a call returns, handed over
			}
		}
		if ident := code.CalledIdent(p); ident != nil {
			return callKeyUse(info, p, ident, node, kp.writerName(info, p, ident))
		}
	case *ast.CaseClause:
		return sites.Read, "case"
	case *ast.IfStmt:
		if cmp, ok := node.(*ast.BinaryExpr); ok && p.Cond == node && filtersFinalizer(info, p, cmp, stack[:i-1]) {
			return sites.Write, "finalizer filter"
		}
	case *ast.CompositeLit:
		if i >= 2 && finalizerList(info, stack[i-2], p) {
			return sites.Write, "finalizer list"
		}
	}
	return sites.Read, "value"
}

// mapKeyUse classifies a key used as a map's index or a map literal's key
// (stack[i] is node, its parent the index or key-value expression): set in
// a map of strings, or looked up, or put in a set; "" for a key-value
// expression that is no map literal's.
func mapKeyUse(info *types.Info, stack []ast.Node, i int, node ast.Node) (string, string) {
	switch p := stack[i-1].(type) {
	case *ast.IndexExpr:
		if p.Index == node && i >= 2 && assignsTo(stack[i-2], p) {
			if !stringValued(info.TypeOf(p.X)) {
				return sites.Read, "set[key] ="
			}
			return sites.Write, noteIndexSet
		}
		return sites.Read, "m[key]"
	case *ast.KeyValueExpr:
		if p.Key != node || i < 2 {
			return "", ""
		}
		lit, ok := stack[i-2].(*ast.CompositeLit)
		if !ok {
			return "", ""
		}
		if tv, ok := info.Types[lit]; ok {
			if _, isMap := tv.Type.(*types.Map); isMap {
				if !stringValued(tv.Type) {
					return sites.Read, "set literal"
				}
				return sites.Write, noteMapLiteral
			}
			// A named map type's literal (labels.Set) mostly selects; it
			// sets its keys where it is handed over as labels.
			if stringValued(tv.Type.Underlying()) && metaValueIn(info, stack, i-2) {
				return sites.Write, noteMapLiteral
			}
		}
		return sites.Read, "literal of a named map type"
	}
	return "", ""
}

// stringValued reports whether t is a map of strings, as labels,
// annotations and node selectors are: a key put in a map of other values
// (map[string]bool{v1.NodeNameLabel: true}, a set of restricted labels) is
// looked up against, not set on an object.
func stringValued(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	return ok && code.IsString(m.Elem())
}

// keyExpr climbs from the key's identifier at the top of stack through
// selectors (v1.Key), parentheses and binary expressions (key + "=x") to
// the expression the key is used as, and returns its index in stack.
func keyExpr(stack []ast.Node) (int, ast.Node) {
	i := code.Outermost(stack, func(parent, node ast.Node) bool {
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			return p.Sel == node
		case *ast.ParenExpr, *ast.BinaryExpr:
			return true
		}
		return false
	})
	return i, stack[i]
}

// assignsTo reports whether parent is an assignment with e on its left.
func assignsTo(parent ast.Node, e ast.Expr) bool {
	as, ok := parent.(*ast.AssignStmt)
	return ok && slices.Contains(as.Lhs, e)
}

// callKeyUse classifies a key handed to a call: delete, append to an
// object's Finalizers, or a function whose name (name: writerName, "" where
// a body is read instead) says it adds, sets or removes writes it; any
// other call reads it.
func callKeyUse(info *types.Info, call *ast.CallExpr, ident *ast.Ident, key ast.Node, name string) (string, string) {
	id := ident.Name
	if id == "delete" {
		return sites.Write, noteDelete
	}
	if code.IsBuiltin(info, call, "append") && len(call.Args) > 1 && call.Args[0] != key && objectFinalizers(info, call.Args[0]) {
		return sites.Write, "append" // a finalizer added to an object's list
	}
	if metadataPatchKey(info, call, key) {
		return sites.Write, notePatchText
	}
	if writerNamed(name) {
		return sites.Write, id + "(…)"
	}
	return sites.Read, id + "(…)"
}

// writerNamed reports a function name that says it adds, sets or removes.
func writerNamed(name string) bool {
	for _, pre := range []string{"Add", "Set", "Remove", "Delete", "add", "set", "remove"} {
		if strings.HasPrefix(name, pre) {
			return true
		}
	}
	return false
}

// metadataPatchKey reports whether call is fmt.Sprintf of a JSON text that
// puts key among an object's labels or annotations
// (fmt.Sprintf(`{"metadata": {"labels": {"%s": "false"}}}`, v1.NodeSchedulable),
// a merge patch typed by hand): the key is set on the object the patch is
// sent to. A key formatted anywhere else (a label selector "%s=%s", a
// message) is read.
func metadataPatchKey(info *types.Info, call *ast.CallExpr, key ast.Node) bool {
	format, args, ok := code.SprintfFormat(info, call)
	arg := slices.IndexFunc(args, func(a ast.Expr) bool { return a == key })
	if arg < 0 || !ok {
		return false
	}
	text, ok := code.JSONText(format)
	if !ok {
		return false
	}
	root, _ := text.(map[string]any)
	meta, _ := root["metadata"].(map[string]any)
	for _, set := range []string{"labels", "annotations"} {
		keys, _ := meta[set].(map[string]any)
		for k := range keys {
			if n, ok := code.Verb(k); ok && n == arg {
				return true
			}
		}
	}
	return false
}

// finalizerList reports whether lit is an object's whole Finalizers: in a
// literal (ObjectMeta{Finalizers: []string{key}}), assigned to the field or
// handed to SetFinalizers. Other lists of keys (labels to copy, to
// compare) are read.
func finalizerList(info *types.Info, parent ast.Node, lit *ast.CompositeLit) bool {
	switch p := parent.(type) {
	case *ast.KeyValueExpr:
		id, ok := p.Key.(*ast.Ident)
		return ok && p.Value == lit && isFinalizers(info.Uses[id])
	case *ast.AssignStmt:
		j := rhsIndex(p, lit)
		return j >= 0 && finalizersField(info, p.Lhs[j])
	case *ast.CallExpr:
		fn := code.Callee(info, p)
		return fn != nil && fn.Name() == "SetFinalizers" && isMetaMethod(fn) && len(p.Args) == 1 && p.Args[0] == lit
	}
	return false
}

// finalizersField reports whether e selects an object's Finalizers
// (vmi.Finalizers, promoted from its ObjectMeta): appending a key to it
// adds a finalizer. A key appended to another list (node-selector labels
// built for a Pod) is read.
func finalizersField(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	return ok && isFinalizers(info.Uses[sel.Sel])
}

// isFinalizers: obj is the Finalizers field of apimachinery's ObjectMeta,
// vendored or not.
func isFinalizers(obj types.Object) bool { return isMetaField(obj, "Finalizers") }

// isMetaField reports whether obj is a field of apimachinery's meta
// package (ObjectMeta's, a label selector's; vendored or not) named one of
// names.
func isMetaField(obj types.Object, names ...string) bool {
	f, ok := obj.(*types.Var)
	return ok && f.IsField() && f.Pkg() != nil && selector.PkgPath(f.Pkg()) == metaPkg && slices.Contains(names, f.Name())
}

// setsOnObject reports whether a key write (keyUse's) sets the key on an
// object rather than in a map that only selects objects by it (a pod's
// node selector, an affinity's labels): the map written is an object's
// Labels or Annotations (apimachinery's ObjectMeta fields, promoted or
// not, or their getters), directly or through a local variable every
// definition of which is one or that is handed over whole as one; a map
// literal is set on an object when it is the value of such a field in a
// literal, an assignment or a SetLabels/SetAnnotations call, or is stored
// in a local variable handed over so. Finalizers,
// merge patches typed by hand and calls named Add…/Set…/Remove… are
// set on an object by what they are.
func setsOnObject(info *types.Info, how string, stack []ast.Node, locals *localMaps) bool {
	i, node := keyExpr(stack)
	switch how {
	case noteIndexSet:
		ix, _ := stack[i-1].(*ast.IndexExpr)
		return ix != nil && objectMetaMap(info, ix.X, locals)
	case noteDelete:
		call, _ := stack[i-1].(*ast.CallExpr)
		return call != nil && len(call.Args) > 0 && call.Args[0] != node && objectMetaMap(info, call.Args[0], locals)
	case noteMapLiteral:
		if i < 3 {
			return false
		}
		return metaValueIn(info, stack, i-2) || handedOver(info, stack[i-3], stack[i-2], locals)
	}
	return true
}

// objectMetaMap reports whether e is an object's labels or annotations:
// x.Labels, x.GetAnnotations(), or a local variable every definition of
// which is one or that is handed over whole as one (localMaps; with locals
// nil a variable is not followed).
func objectMetaMap(info *types.Info, e ast.Expr, locals *localMaps) bool {
	e = ast.Unparen(e)
	if v := code.LocalVarOf(info, e); v != nil {
		if locals == nil {
			return false
		}
		if locals.becomesMeta(v) {
			return true
		}
		ds := locals.defsOf(v)
		return len(ds) > 0 && !slices.ContainsFunc(ds, func(d code.Def) bool { return d.Index != 0 || !objectMetaMap(info, d.Rhs, nil) })
	}
	switch x := e.(type) {
	case *ast.SelectorExpr:
		return isMetaMap(info.Uses[x.Sel])
	case *ast.CallExpr:
		fn := code.Callee(info, x)
		return fn != nil && (fn.Name() == "GetLabels" || fn.Name() == "GetAnnotations") && isMetaMethod(fn)
	}
	return false
}

// metaValue reports whether lit, whose parent is parent, is an object's
// labels or annotations: the value of Labels/Annotations in a literal,
// assigned to x.Labels, passed to SetLabels/SetAnnotations, the value of
// a JSON patch that adds or replaces the whole map, or a map whose entries
// are copied into one (copiesIntoMeta, rangeCopiesIntoMeta).
func metaValue(info *types.Info, parent, lit ast.Node) bool {
	switch p := parent.(type) {
	case *ast.KeyValueExpr:
		id, ok := p.Key.(*ast.Ident)
		return ok && p.Value == lit && isMetaMap(info.Uses[id])
	case *ast.AssignStmt:
		if j := rhsIndex(p, lit); j >= 0 {
			return objectMetaMap(info, p.Lhs[j], nil)
		}
	case *ast.CallExpr:
		return setsMetaMap(info, p) && p.Args[0] == lit || patchesMetaMap(info, p, lit) || copiesIntoMeta(info, p, lit)
	case *ast.RangeStmt:
		return p.X == lit && rangeCopiesIntoMeta(info, p)
	}
	return false
}

// handedOver reports whether lit, whose parent is parent, is stored in a
// local variable that becomes an object's labels or annotations, or
// returned by a function whose result a caller hands over as one.
func handedOver(info *types.Info, parent, lit ast.Node, locals *localMaps) bool {
	e, ok := lit.(ast.Expr)
	if !ok {
		return false
	}
	if _, ret := parent.(*ast.ReturnStmt); ret {
		return locals.returnedMeta(e)
	}
	v := heldIn(info, parent, e)
	return v != nil && locals.becomesMeta(v)
}

// heldIn returns the local variable that plain assignment or declaration
// parent gives the value e, or nil: where a path or a map is kept first.
func heldIn(info *types.Info, parent ast.Node, e ast.Expr) *types.Var {
	var lhs, rhs []ast.Expr
	switch p := parent.(type) {
	case *ast.AssignStmt:
		if p.Tok != token.DEFINE && p.Tok != token.ASSIGN {
			return nil
		}
		lhs, rhs = p.Lhs, p.Rhs
	case *ast.ValueSpec:
		for _, id := range p.Names {
			lhs = append(lhs, id)
		}
		rhs = p.Values
	}
	if k := slices.Index(rhs, e); k >= 0 && len(lhs) == len(rhs) {
		return code.LocalVarOf(info, lhs[k])
	}
	return nil
}

// rhsIndex is the index of lit among a one-to-one assignment's right-hand
// sides, or -1.
func rhsIndex(a *ast.AssignStmt, lit ast.Node) int {
	if len(a.Lhs) != len(a.Rhs) {
		return -1
	}
	for j, r := range a.Rhs {
		if r == lit {
			return j
		}
	}
	return -1
}

// isMetaMap: obj is ObjectMeta's Labels or Annotations field.
func isMetaMap(obj types.Object) bool { return isMetaField(obj, "Labels", "Annotations") }
