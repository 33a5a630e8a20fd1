package statusfield

import (
	"fmt"
	"go/ast"
	"go/token"
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
// field of an owned type). A named constant's text, and text put together
// from pieces, are not read.

// textOp is one operation a JSON text makes on a status path: a JSON-patch
// operation, or "merge" for a field a merge patch sets.
type textOp struct {
	op   string
	path string   // the JSON pointer, "/status/..."
	segs []string // below /status, unescaped
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

// appendPatchOp appends a JSON-patch operation on a status path.
func appendPatchOp(out []textOp, m map[string]any) []textOp {
	op, _ := m["op"].(string)
	path, _ := m["path"].(string)
	if op == "" || (path != "/status" && !strings.HasPrefix(path, "/status/")) {
		return out
	}
	var segs []string
	if path != "/status" {
		for _, s := range strings.Split(path[len("/status/"):], "/") {
			segs = append(segs, strings.ReplaceAll(strings.ReplaceAll(s, "~1", "/"), "~0", "~"))
		}
	}
	return append(out, textOp{op: op, path: path, segs: segs})
}

// appendMerge appends the fields a merge patch's status object sets: a
// member whose value is an object merges into the field, any other value
// (null included: it deletes) replaces it.
func appendMerge(out []textOp, m map[string]any, segs []string) []textOp {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		s := append(segs[:len(segs):len(segs)], k)
		if sub, ok := m[k].(map[string]any); ok && len(sub) > 0 {
			out = appendMerge(out, sub, s)
			continue
		}
		esc := make([]string, len(s))
		for i, x := range s {
			esc[i] = strings.ReplaceAll(strings.ReplaceAll(x, "~", "~0"), "/", "~1")
		}
		out = append(out, textOp{op: "merge", path: "/status/" + strings.Join(esc, "/"), segs: s})
	}
	return out
}

// patchTextLit records the status operations of a string literal that is
// a patch's JSON text.
func (a *analyzer) patchTextLit(lit *ast.BasicLit) []effects.Direct {
	if lit.Kind != token.STRING || !strings.Contains(lit.Value, "status") {
		return nil
	}
	text, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil
	}
	var out []effects.Direct
	for _, op := range patchText(text) {
		h := &patchHelper{Op: op.op}
		if op.op == "merge" {
			h.Op = "replace"
		}
		if !h.writes() {
			continue
		}
		cands := make([]patchCand, len(a.list))
		for i, o := range a.list {
			cands[i] = patchCand{o, h}
		}
		s := &site{pos: lit.Pos(), end: lit.End(), path: op.path,
			patch: fmt.Sprintf("%s %q in JSON text", op.op, op.path)}
		fits, best := a.fitting(cands, op.segs, nil)
		kinds, matches := a.patchKeys(fits, nil)
		if len(matches) > 1 {
			matches = a.narrow(lit.Pos(), kinds, matches)
		}
		a.judgePatch(s, op.segs, best, matches)
		if best.n == 0 {
			s.bad = "" // no owned type has the path: another kind's, no typo
		}
		if a.isAllowed(lit.Pos(), op.path) {
			s.keys, s.alts = nil, nil
		}
		out = append(out, a.record(s, s.patch)...)
	}
	return out
}
