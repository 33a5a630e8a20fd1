package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/sites"
)

// KubeVirt sets and removes labels and annotations by JSON patch, naming
// the key, escaped, in the operation's path:
//
//	patch.WithAdd(fmt.Sprintf("/metadata/annotations/%s", patch.EscapeJSONPointer(v1.MigrationTargetReadyTimestamp)), ts)
//	patch.WithRemove("/metadata/labels/" + patch.EscapeJSONPointer(key))
//
// An add, replace or remove there writes the key; a test operation reads
// it. patchPathKeyUse classifies a key so placed for the map and HO1007.

// Notes of the key uses in a patch path.
const (
	notePatchPath = "patch path"
	notePatchTest = "patch test"
)

// patchPathKeyUse classifies the key at stack[i], the argument of an
// escape call (EscapeJSONPointer), when the escaped key is the segment
// after /metadata/labels/ or /metadata/annotations/ of a path built by
// fmt.Sprintf or + and handed to a patch operation. ok is false for any
// other escape.
func patchPathKeyUse(info *types.Info, stack []ast.Node, i int) (kind, how string, ok bool) {
	esc, isCall := stack[i-1].(*ast.CallExpr)
	if !isCall || escapedArg(info, esc) != stack[i] {
		return "", "", false
	}
	path, at := pathAround(info, stack, i-1)
	if path < 1 || !metaPathEnd(at) {
		return "", "", false
	}
	op, isOp := stack[path-1].(*ast.CallExpr)
	if !isOp || !slices.Contains(op.Args, stack[path].(ast.Expr)) {
		return heldPathUse(info, stack, path)
	}
	return opKeyUse(patchOp(info, op))
}

// opKeyUse classifies a key in the path of a patch operation: an add,
// replace or remove writes it, a test reads it.
func opKeyUse(op string) (kind, how string, ok bool) {
	switch op {
	case "add", "replace", "remove":
		return sites.Write, notePatchPath, true
	case "test":
		return sites.Read, notePatchTest, true
	}
	return "", "", false
}

// heldPathUse classifies the key in the path at stack[path] when the path
// is first kept in a local variable, assigned only there, that patch
// operations of the same function take:
//
//	p := fmt.Sprintf("/metadata/annotations/%s", patch.EscapeJSONPointer(key))
//	patch.New(patch.WithTest(p, old), patch.WithReplace(p, v))
//
// Any add, replace or remove of the variable's path writes the key; only
// tests read it.
func heldPathUse(info *types.Info, stack []ast.Node, path int) (kind, how string, ok bool) {
	v := heldIn(info, stack[path-1], stack[path].(ast.Expr))
	body := code.DeclaringBody(stack, v)
	if v == nil || body == nil || len(code.LocalDefsIn(info, body)[v]) != 1 {
		return "", "", false
	}
	ops := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return code.LocalVarOf(info, a) == v }) {
			ops[patchOp(info, call)] = true
		}
		return true
	})
	for _, op := range []string{"add", "replace", "remove", "test"} {
		if ops[op] {
			return opKeyUse(op)
		}
	}
	return "", "", false
}

// pathAround returns the index on stack of the path expression that holds
// the escape call at stack[j] (a fmt.Sprintf or path.Join call with it
// among its arguments, or a concatenation with it among its operands) and the
// constant text of the path before the escape; -1 when there is none.
func pathAround(info *types.Info, stack []ast.Node, j int) (int, string) {
	esc := stack[j].(ast.Expr)
	if j < 1 {
		return -1, ""
	}
	if call, ok := stack[j-1].(*ast.CallExpr); ok {
		format, args, _ := code.SprintfFormat(info, call)
		if format == "" {
			format, args = code.JoinFormat(info, call, func(ast.Expr) bool { return false })
		}
		if before, ok := code.TextBeforeArg(format, slices.Index(args, esc)); ok {
			return j - 1, before
		}
		return -1, ""
	}
	top := j
	for top > 0 {
		be, ok := stack[top-1].(*ast.BinaryExpr)
		if !ok || be.Op != token.ADD {
			break
		}
		top--
	}
	if top == j {
		return -1, ""
	}
	c, ok := code.ConcatText(info, stack[top].(ast.Expr))
	k := slices.Index(c.Args, esc)
	if !ok || k < 0 {
		return -1, ""
	}
	verbs := code.FormatVerbs(c.Format)
	if k >= len(verbs) {
		return -1, ""
	}
	return top, strings.ReplaceAll(c.Format[:verbs[k].Start], "%%", "%")
}

// patchOp names the JSON-patch operation a call makes, by its name
// (KubeVirt's patch.WithAdd, WithReplace, WithRemove, WithTest): "add",
// "replace", "remove", "test", or "".
func patchOp(info *types.Info, call *ast.CallExpr) string {
	fn := code.Callee(info, call)
	if fn == nil {
		return ""
	}
	name := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(fn.Name(), "With"), "with"))
	switch name {
	case "add", "replace", "remove", "test":
		return name
	}
	return ""
}

// patchesMetaMap reports whether val is the value of a JSON-patch add or
// replace of an object's whole labels or annotations
// (patch.WithAdd("/metadata/annotations", map[string]string{key: v})).
func patchesMetaMap(info *types.Info, op *ast.CallExpr, val ast.Node) bool {
	if len(op.Args) != 2 || op.Args[1] != val {
		return false
	}
	if o := patchOp(info, op); o != "add" && o != "replace" {
		return false
	}
	path, ok := code.ConstString(info, op.Args[0])
	return ok && wholeMetaPath(path)
}

// metaPathPrefixes end the part of a JSON-patch path before a label's or an
// annotation's key (also below a template: /spec/template/metadata/labels/).
var metaPathPrefixes = []string{"/metadata/labels/", "/metadata/annotations/"}

// wholeMetaPath reports whether a JSON-patch path names an object's whole
// labels or annotations (also below a template).
func wholeMetaPath(path string) bool { return metaPathEnd(path + "/") }

// metaPathEnd reports whether s ends where a label's or an annotation's
// key goes in a JSON-patch path.
func metaPathEnd(s string) bool {
	for _, p := range metaPathPrefixes {
		if strings.HasSuffix(s, p) {
			return true
		}
	}
	return false
}
