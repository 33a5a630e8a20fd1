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
	"github.com/kvlint/kvlint/internal/passkit"
)

// A JSON-patch path names a label or annotation by the key escaped as a
// JSON-pointer segment (RFC 6901: "/" is "~1"), and only there:
//
//	patch.WithReplace(fmt.Sprintf("/metadata/annotations/%s", patch.EscapeJSONPointer(v1.EvictionSourceAnnotation)), v)
//
// An escaped key where a key goes — a key of a map of labels or
// annotations, such as the value of a patch that adds the whole map — puts
// "kubevirt.io~1eviction-source" on the object, a key nobody reads; a key
// put into the path unescaped makes the path name "kubevirt.io" and then
// "eviction-source" below it, a place the patch cannot reach. Both compile,
// and the handoff silently never happens (HO1008).

// checkEscapedKeys reports HO1008 for the handoff keys (of keys) that hold
// a "/": escaped and used as a map key, or put unescaped into a JSON-patch
// path after /metadata/labels/ or /metadata/annotations/.
func checkEscapedKeys(ctx *passkit.Context, ins *inspector.Inspector, keys map[string][]*types.Const) {
	if len(keys) == 0 || !ctx.Report.Enabled("HO1008") {
		return
	}
	info := ctx.Pass.TypesInfo
	// Most packages name no such key: the walk of every call is the costly
	// part, so look first.
	if !namesAny(info, func(c *types.Const) bool { return slashKey(keys, c) }) {
		return
	}
	// keyOf is the key constant e names (the one the code spells when it
	// names one, else the first of the value's constants), also through a
	// local whose every assignment is known (k := v1.NodeNameLabel; …
	// "/metadata/labels/"+k): the first key among its values.
	var keyOf func(e ast.Expr) *types.Const
	constKey := func(e ast.Expr) *types.Const {
		v, ok := code.ConstString(info, e)
		if !ok || !strings.Contains(v, "/") || len(keys[v]) == 0 {
			return nil
		}
		if c := code.UsedConst(info, e); c != nil && slices.Contains(keys[v], c) {
			return c
		}
		return keys[v][0]
	}
	keyOf = func(e ast.Expr) *types.Const {
		if c := constKey(e); c != nil {
			return c
		}
		if v := code.LocalVarOf(info, e); v != nil {
			for _, x := range ctx.Locals().Known()[v] {
				if c := constKey(x); c != nil {
					return c
				}
			}
		}
		return nil
	}
	for cur := range ins.Root().Preorder((*ast.CallExpr)(nil), (*ast.BinaryExpr)(nil)) {
		switch n := cur.Node().(type) {
		case *ast.CallExpr:
			if arg := escapedArg(info, n); arg != nil {
				if c := keyOf(arg); c != nil && usedAsMapKey(info, cur) {
					reportEscaped(ctx, n, c, "escaped", "key %s.%s escaped for a JSON pointer is used as a map key: the object gets %q", unescapeFix(n, arg)...)
				}
				continue
			}
			format, args, _ := code.SprintfFormat(info, n)
			if format == "" {
				format, args = code.JoinFormat(info, n, func(e ast.Expr) bool { return keyOf(e) != nil })
			}
			for _, i := range unescapedAt(format, args, keyOf) {
				reportEscaped(ctx, args[i], keyOf(args[i]), "unescaped", "key %s.%s is put unescaped into a JSON-patch path: escape it (%q)")
			}
		case *ast.BinaryExpr:
			if n.Op == token.ADD {
				if c := keyOf(n.Y); c != nil && endsInMetaPath(info, n.X) {
					reportEscaped(ctx, n.Y, c, "unescaped", "key %s.%s is put unescaped into a JSON-patch path: escape it (%q)")
				}
			}
		}
	}
}

// reportEscaped reports HO1008 at at for the key c; the subject is the key
// and the shape (escaped, unescaped), so both in one function stay apart.
func reportEscaped(ctx *passkit.Context, at ast.Node, c *types.Const, shape, format string, fixes ...analysis.SuggestedFix) {
	v := constant.StringVal(c.Val())
	ctx.Report.On(c.Pkg().Path()+"."+c.Name()+" "+shape).Report("HO1008", analysis.Diagnostic{
		Pos: at.Pos(), End: at.End(), SuggestedFixes: fixes,
		Message: fmt.Sprintf(format, c.Pkg().Name(), c.Name(), code.EscapeJSONPointer(v)),
	})
}

// unescapeFix replaces the escape call with the key it escapes: where a key
// goes, the key itself is right. (The other shape has no fix: the escape
// function to call is the code's choice.)
func unescapeFix(call *ast.CallExpr, arg ast.Expr) []analysis.SuggestedFix {
	return []analysis.SuggestedFix{{
		Message:   "use the key itself",
		TextEdits: []analysis.TextEdit{{Pos: call.Pos(), End: call.End(), NewText: []byte(types.ExprString(arg))}},
	}}
}

// escapedArg returns the argument call escapes as a JSON-pointer segment:
// a function named EscapeJSONPointer (KubeVirt's patch package has one),
// or strings.ReplaceAll(x, "/", "~1").
func escapedArg(info *types.Info, call *ast.CallExpr) ast.Expr {
	fn := code.Callee(info, call)
	if fn == nil || len(call.Args) == 0 {
		return nil
	}
	if strings.EqualFold(fn.Name(), "EscapeJSONPointer") && len(call.Args) == 1 {
		return call.Args[0]
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "strings" && fn.Name() == "ReplaceAll" && len(call.Args) == 3 {
		from, ok1 := code.ConstString(info, call.Args[1])
		to, ok2 := code.ConstString(info, call.Args[2])
		if ok1 && ok2 && from == "/" && to == "~1" {
			return call.Args[0]
		}
	}
	return nil
}

// usedAsMapKey reports whether the call at cur is the key of a map of
// strings: in a map literal, as an index, or formatted into a merge patch
// typed by hand among an object's labels or annotations
// (fmt.Sprintf(`{"metadata": {"labels": {"%s": "x"}}}`, escaped)).
func usedAsMapKey(info *types.Info, cur inspector.Cursor) bool {
	e := cur.Node()
	switch p := cur.Parent().Node().(type) {
	case *ast.CallExpr:
		return metadataPatchKey(info, p, e)
	case *ast.KeyValueExpr:
		lit, ok := cur.Parent().Parent().Node().(*ast.CompositeLit)
		return ok && p.Key == e && stringValued(info.TypeOf(lit))
	case *ast.IndexExpr:
		return p.Index == e && stringValued(info.TypeOf(p.X))
	}
	return false
}

// unescapedAt returns the indexes of args that a format puts, as a key
// keyOf knows, right after /metadata/labels/ or /metadata/annotations/.
func unescapedAt(format string, args []ast.Expr, keyOf func(ast.Expr) *types.Const) []int {
	var out []int
	for k, arg := range args {
		if before, ok := code.TextBeforeArg(format, k); ok && metaPathEnd(before) && keyOf(arg) != nil {
			out = append(out, k)
		}
	}
	return out
}

// endsInMetaPath reports whether e is a constant string ending where a
// label's or an annotation's key goes in a JSON-patch path.
func endsInMetaPath(info *types.Info, e ast.Expr) bool {
	s, ok := code.ConstString(info, e)
	return ok && metaPathEnd(s)
}

// slashKey reports whether c is one of keys whose value holds a "/", the
// keys a JSON pointer must escape.
func slashKey(keys map[string][]*types.Const, c *types.Const) bool {
	if c.Val().Kind() != constant.String {
		return false
	}
	v := constant.StringVal(c.Val())
	return strings.Contains(v, "/") && slices.Contains(keys[v], c)
}
