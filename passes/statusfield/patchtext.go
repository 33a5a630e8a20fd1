package statusfield

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/effects"
)

// Before the JSON-patch builder, status patches were written as JSON text:
// fmt.Sprintf(`{ "op": "replace", "path": "/status/phase", "value": "%s" }`, p),
// `[{"op": "test", ...}, {"op": "remove", "path": "/status/migrationState"}]`,
// a merge patch `{"status":{"phase":"Failed"}}`. A string literal of a
// function that is such a text, once its format verbs stand for values, is
// judged as the helper calls are (SF1003), each operation on its own. The
// text names no kind of object: its path is mapped through every owned type
// that has it, and the function's objects pick among them as for a helper
// whose value says nothing (narrow). A path no owned type has is another
// kind's, not a typo (SF1004 only for a path that goes wrong below a
// field of an owned type). The value of a field with per-value owners is
// judged (SF1002's rules) when the text writes it as a constant or it is
// the argument of fmt.Sprintf that a verb stands for; the format's constant
// arguments are spelled in first (a path given as an argument is the
// text's own, code.FillConstants). A named constant's
// text is read where it is a call's argument (fmt.Sprintf(phasePatch, p),
// []byte(phasePatch)), also through a local variable assigned once with
// it. Text put together from pieces
// ("{\"status\":{\"phase\":\"" + p + "\"}}") is read as the format it
// would be, each operand that is no constant a verb.

// textOp is one operation a JSON text makes on a status path: a JSON-patch
// operation, or "merge" for a field a merge patch sets.
type textOp struct {
	op    string
	path  string   // the JSON pointer, "/status/..."
	segs  []string // below /status, unescaped
	value any      // the value written, as code.JSONText decoded it; nil for none
}

// patchText returns the status operations of s when s is a JSON patch (a
// list of operations or one operation) or a merge patch with a "status"
// object; a format verb reads as a value.
func patchText(s string) []textOp {
	if !strings.Contains(s, "status") {
		return nil
	}
	v, ok := code.JSONText(s)
	if !ok {
		return nil
	}
	var out []textOp
	switch v := v.(type) {
	case []any:
		for _, e := range v {
			if m, ok := e.(map[string]any); ok {
				out = appendPatchOp(out, m)
			}
		}
	case map[string]any:
		if _, isOp := v["op"]; isOp {
			return appendPatchOp(out, v)
		}
		if st, ok := v["status"].(map[string]any); ok {
			out = appendMerge(out, st, nil)
		}
	}
	return out
}

// appendPatchOp appends a JSON-patch operation on a status path; a move
// from a status path removes what it moves too.
func appendPatchOp(out []textOp, m map[string]any) []textOp {
	op, _ := m["op"].(string)
	path, _ := m["path"].(string)
	if from, ok := m["from"].(string); ok && op == "move" {
		out = appendPatchOp(out, map[string]any{"op": "remove", "path": from})
	}
	segs, ok := statusSegs(path)
	if op == "" || !ok {
		return out
	}
	return append(out, textOp{op: op, path: path, segs: segs, value: m["value"]})
}

// appendMerge appends the fields a merge patch's status object sets: a
// member whose value is an object merges into the field (an empty one
// writes nothing), any other value (null included: it deletes) replaces
// it.
func appendMerge(out []textOp, m map[string]any, segs []string) []textOp {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		s := slices.Concat(segs, []string{k})
		if sub, ok := m[k].(map[string]any); ok {
			// An empty object merges nothing into the field (it only
			// creates one where there is none): no write.
			out = appendMerge(out, sub, s)
			continue
		}
		esc := make([]string, len(s))
		for i, x := range s {
			esc[i] = code.EscapeJSONPointer(x)
		}
		out = append(out, textOp{op: "merge", path: "/status/" + strings.Join(esc, "/"), segs: s, value: m[k]})
	}
	return out
}

// patchTextNode records the status operations of a string literal or a
// concatenation that is a patch's JSON text.
func (a *analyzer) patchTextNode(n ast.Node) []effects.Direct {
	switch n := n.(type) {
	case *ast.BasicLit:
		return a.patchTextLit(n)
	case *ast.BinaryExpr:
		return a.patchTextConcat(n)
	}
	return nil
}

// patchTextLit records the status operations of a string literal that is
// a patch's JSON text.
func (a *analyzer) patchTextLit(lit *ast.BasicLit) []effects.Direct {
	// A format's constant arguments may spell "status" (a path or key as
	// an argument): a format is read filled in.
	if _, isFormat := a.formats[lit]; lit.Kind != token.STRING || !isFormat && !strings.Contains(lit.Value, "status") {
		return nil
	}
	// A constant's text outside a function is read where a call is handed
	// the constant (patchTextArgs), once per use; a piece of a
	// concatenation read as a patch text is part of that text.
	if a.enclosing(lit.Pos()) == nil || within(lit, a.read) {
		return nil
	}
	text, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil
	}
	text, args := a.filled(lit, text)
	if !strings.Contains(text, "status") {
		return nil
	}
	return a.patchTextAt(lit, text, args)
}

// filled is text, the value of e, with the constant arguments of the
// fmt.Sprintf whose format e is spelled in (code.FillConstants), and the
// arguments its verbs still stand for: fmt.Sprintf(`{"path": "%s", "value":
// "%s"}`, "/status/phase", p) patches /status/phase with p.
func (a *analyzer) filled(e ast.Expr, text string) (string, []ast.Expr) {
	args, isFormat := a.formats[e]
	if !isFormat {
		return text, nil
	}
	if t, left, ok := code.FillConstants(a.info, text, args); ok {
		return t, left
	}
	return text, args
}

// patchTextConcat records the status operations of a concatenation that is
// a patch's JSON text: a constant one (the format of fmt.Sprintf, say)
// as its value, any other as the format its operands make.
func (a *analyzer) patchTextConcat(be *ast.BinaryExpr) []effects.Direct {
	if be.Op != token.ADD || a.links[be] || within(be, a.read) || a.enclosing(be.Pos()) == nil {
		return nil
	}
	// The walk meets a concatenation before its pieces: reading each +
	// below it as a text of its own read an n-piece concatenation n times
	// (a generated 4,000-piece one took a minute).
	for _, piece := range code.ConcatPieces(be) {
		if a.links == nil {
			a.links = map[*ast.BinaryExpr]bool{}
		}
		a.links[piece] = true
	}
	var text string
	var args []ast.Expr
	if s, isConst := code.ConstString(a.info, be); isConst {
		text, args = a.filled(be, s)
	} else if c, ok := code.ConcatText(a.info, be); ok {
		text, args = c.Format, c.Args
	}
	if !strings.Contains(text, "status") || len(patchText(text)) == 0 {
		return nil
	}
	a.read = be
	return a.patchTextAt(be, text, args)
}

// within reports whether n lies inside outer (nil: no node).
func within(n, outer ast.Node) bool {
	return outer != nil && n.Pos() >= outer.Pos() && n.End() <= outer.End()
}

// patchTextArgs records the status operations of the named string
// constants a call is handed (fmt.Sprintf(phasePatch, p)), and notes the
// call whose format a text is, for the verbs' arguments: the call is
// walked before the literals below it.
func (a *analyzer) patchTextArgs(call *ast.CallExpr) []effects.Direct {
	if len(call.Args) == 0 {
		return nil
	}
	if code.IsSprintf(a.info, call) {
		if a.formats == nil {
			a.formats = map[ast.Expr][]ast.Expr{}
		}
		a.formats[ast.Unparen(call.Args[0])] = call.Args[1:]
	}
	var out []effects.Direct
	for _, arg := range call.Args {
		c := a.namedText(arg)
		if rhs := a.singleDef(arg); c == nil && rhs != nil {
			c = a.namedText(rhs) // p := phasePatch holds its text
		}
		if c != nil {
			if text, args := a.filled(ast.Unparen(arg), constant.StringVal(c.Val())); strings.Contains(text, "status") {
				out = append(out, a.patchTextAt(ast.Unparen(arg), text, args)...)
			}
		}
	}
	return out
}

// namedText returns the package-level string constant e names, or nil: its
// text is read where a call is handed it (a literal is read where it
// stands).
func (a *analyzer) namedText(e ast.Expr) *types.Const {
	var c *types.Const
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		c, _ = a.info.Uses[e].(*types.Const)
	case *ast.SelectorExpr:
		c, _ = a.info.Uses[e.Sel].(*types.Const)
	}
	if c == nil || c.Pkg() == nil || c.Val().Kind() != constant.String || c.Parent() != c.Pkg().Scope() {
		return nil
	}
	return c
}

// patchTextAt records the status operations of text, the value of e; args
// are what its verbs stand for.
func (a *analyzer) patchTextAt(e ast.Expr, text string, args []ast.Expr) []effects.Direct {
	var out []effects.Direct
	for _, op := range patchText(text) {
		label := fmt.Sprintf("%s %q in JSON text", op.op, op.path)
		values := func(ks []key) []key { return a.textValues(ks, op.value, args) }
		out = append(out, a.untypedPatch(e, op, label, nil, values)...)
	}
	return out
}

// untypedPatch records one patch operation at e whose text or literal
// names no kind of object: the path is tried against every owned type,
// val (the value's expression, nil for none) picks among them as a
// helper's value does, then the function's objects (narrow). values, when
// not nil, gives the keys the values the text stores.
func (a *analyzer) untypedPatch(e ast.Expr, op textOp, label string, val ast.Expr, values func([]key) []key) []effects.Direct {
	cands := a.untypedCands(op.op)
	if len(cands) == 0 {
		return nil
	}
	fits, best := a.fitting(cands, op.segs, val)
	// A test's value is read, not written: only its copy is checked.
	a.patchCopy(e, op, fits, val)
	if !cands[0].h.writes() {
		return nil
	}
	s := &site{pos: e.Pos(), end: e.End(), path: op.path, patch: label}
	kinds, matches := a.patchKeys(fits, val)
	if values != nil {
		for i := range matches {
			matches[i] = values(matches[i])
		}
	}
	if len(matches) > 1 {
		matches = a.narrow(e.Pos(), kinds, matches)
	}
	a.judgePatch(s, op.segs, best, matches)
	if best.n == 0 {
		s.bad = "" // no owned type has the path: another kind's, no typo
	}
	if a.isAllowed(e.Pos(), op.path) {
		s.keys, s.alts = nil, nil
	}
	return a.record(s, s.patch)
}

// untypedCands pairs every owned type with a helper of op ("merge"
// replaces): a patch that names no kind may be any kind's.
func (a *analyzer) untypedCands(op string) []patchCand {
	h := &patchHelper{Op: op}
	if op == "merge" {
		h.Op = "replace"
	}
	cands := make([]patchCand, len(a.list))
	for i, o := range a.list {
		cands[i] = patchCand{o, h}
	}
	return cands
}

// patchOpLit records the operation of a JSON-patch operation's struct
// literal with a constant op and "/status/..." path
// (patch.PatchOperation{Op: "replace", Path: "/status/phase", Value: p}):
// a struct whose fields are tagged json "op", "path" and "value", whatever
// its package, the shape KubeVirt's patch operations had before the
// builder. The value's expression is judged as a helper's value argument.
func (a *analyzer) patchOpLit(lit *ast.CompositeLit) []effects.Direct {
	ops, val := a.literalOps(lit)
	var out []effects.Direct
	for _, op := range ops {
		label := fmt.Sprintf("%s{%s %q}", typeName(a.info.TypeOf(lit)), op.op, op.path)
		out = append(out, a.untypedPatch(lit, op, label, val, nil)...)
	}
	return out
}

// opLiteral returns the op, path and value (nil when not given) of a
// JSON-patch operation's struct literal.
func (a *analyzer) opLiteral(lit *ast.CompositeLit) (op, path, val ast.Expr, ok bool) {
	t := a.info.TypeOf(lit)
	if t == nil {
		return nil, nil, nil, false
	}
	st, isStruct := t.Underlying().(*types.Struct)
	if !isStruct {
		return nil, nil, nil, false
	}
	idx := a.opFields(st)
	if idx[0] < 0 || idx[1] < 0 {
		return nil, nil, nil, false
	}
	var es [3]ast.Expr // op, path, value
	for _, fe := range code.LiteralFields(st, lit) {
		for k, i := range idx {
			if i >= 0 && st.Field(i) == fe.Field {
				es[k] = fe.Value
			}
		}
	}
	return es[0], es[1], es[2], es[0] != nil && es[1] != nil
}

// textValues gives the keys of fields with per-value owners the values a
// text stores there: a string the text writes, or what the argument that
// a verb stands for may hold (judged as a write of that argument would
// be). Other keys, and values from elsewhere, stay as they are: checked
// against the field's owners.
func (a *analyzer) textValues(ks []key, v any, args []ast.Expr) []key {
	var out []key
	for _, k := range ks {
		o := a.ownedByTable(k.t)
		if o == nil || o.values[k.path] == nil || k.value != "" {
			out = append(out, k)
			continue
		}
		typ := o.values[k.path]
		i, isVerb := code.Verb(v)
		switch str, isStr := v.(string); {
		case isVerb && i < len(args):
			svs, isConst := a.storedValues(typ, args[i])
			out = append(out, withValues(k, svs, isConst)...)
			continue
		case !isVerb && isStr:
			k.value = code.ConstName(typ, constant.MakeString(str))
		}
		out = append(out, k)
	}
	return out
}

// opFields returns the indexes of st's fields tagged json "op", "path"
// and "value" (-1 for none), found once per struct type: every struct
// literal of the package asks.
func (a *analyzer) opFields(st *types.Struct) [3]int {
	if idx, ok := a.opShapes[st]; ok {
		return idx
	}
	idx := [3]int{-1, -1, -1}
	for i := range st.NumFields() {
		// A field JSON does not marshal (unexported, or "-") is no member of
		// the patch operation, whatever its tag says.
		name, ok := jsonName(st, i)
		if k := slices.Index([]string{"op", "path", "value"}, name); ok && k >= 0 {
			idx[k] = i
		}
	}
	if a.opShapes == nil {
		a.opShapes = map[*types.Struct][3]int{}
	}
	a.opShapes[st] = idx
	return idx
}
