package handoff

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/selector"
)

// A key is also typed by hand inside a longer string: a label selector
// ("kubevirt.io=virt-handler", "kubevirt.io/nodeName=" + node) or a
// JSON-patch path to a label or annotation
// ("/metadata/labels/kubevirt.io~1nodeName"). There the key's role is plain
// (an operator or the path says it is a label key), so every key constant
// counts, whatever its length: "kubevirt.io" before "=" is the app label,
// not the API group that keys.min-length keeps bare literals of that value
// from being taken for.

// spelledKey returns the first key constant val spells as a label
// selector requirement's key, as the last segment of a JSON-patch path to
// a label or annotation, or as a label or annotation a merge patch's JSON
// text sets, and where ("a label selector", "a JSON-patch path", "a patch's JSON
// text"). isSelector says the literal is a selector by where it stands (a
// LabelSelector field, labels.Parse): then a requirement needs no operator
// ("kubevirt.io", the pods that have the app label). It is asked only of a
// literal that spells a key without an operator, the rare case: every
// string literal of the package comes here.
func spelledKey(val string, keys map[string][]*types.Const, isSelector func() bool) (string, string, bool) {
	ks, in, bare := spellings(val)
	for _, k := range ks {
		if len(keys[k]) > 0 && (!bare || isSelector()) {
			return k, in, true
		}
	}
	return "", "", false
}

// spelledKeys returns every key val spells where the text alone says a key
// stands (HO1005 reads them for near misses; a bare key is a selector only
// by its place, which HO1003 alone asks).
func spelledKeys(val string) []string {
	if ks, _, bare := spellings(val); !bare {
		return ks
	}
	return nil
}

// Where a key typed inside a longer text stands, as HO1003's message says.
const (
	inPatchPath = "a JSON-patch path"
	inPatchText = "a patch's JSON text"
	inSelector  = "a label selector"
)

// spellings returns the keys val spells, where ("a JSON-patch path", "a
// patch's JSON text", "a label selector"), and whether they are a
// selector's requirements without an operator (bare: a selector only where
// the place says so): a JSON-patch path's last segment, the labels and
// annotations of a patch's JSON text, or a selector's requirements.
func spellings(val string) (ks []string, in string, bare bool) {
	if k, ok := patchPathKey(val); ok {
		return []string{k}, inPatchPath, false
	}
	if strings.Contains(val, "metadata") {
		if ks := jsonTextKeys(val); len(ks) > 0 {
			return ks, inPatchText, false
		}
	}
	ks, ops := selectorKeys(val)
	return ks, inSelector, !ops
}

// patchPathKey returns the label or annotation key a JSON-patch path ends
// in (/metadata/labels/KEY, also below a template), unescaped (~1 is /, ~0
// is ~). An unescaped key (/metadata/labels/kubevirt.io/nodeName, a path
// one segment too deep) is returned the same: it is the same key typed by
// hand, and wrongly.
func patchPathKey(s string) (string, bool) {
	for _, m := range metaPathPrefixes {
		if i := strings.Index(s, m); i >= 0 {
			rest := s[i+len(m):]
			if j := strings.IndexAny(rest, "\" \\"); j >= 0 {
				rest = rest[:j] // the path inside JSON text or a message
			}
			if rest == "" {
				return "", false
			}
			return code.UnescapeJSONPointer(rest), true
		}
	}
	return "", false
}

// jsonTextKeys returns the member names of the "labels" and
// "annotations" objects of every "metadata" object of val, when val is JSON
// text (a merge patch `{"metadata":{"labels":{"kubevirt.io/schedulable":"false"}}}`,
// also below a template), and of the value of a JSON-patch operation on a
// labels or annotations path, sorted; a key formatted in ("%s") is none.
func jsonTextKeys(val string) []string {
	v, ok := code.JSONText(val)
	if !ok {
		return nil
	}
	var out []string
	metadataKeys(v, false, &out)
	sort.Strings(out)
	return out
}

// concatKeys returns the keys the literal at cur (whose value is val)
// types, quoted, as members of the labels or annotations of a patch's JSON
// text put together from pieces
// ("{\"metadata\":{\"labels\":{\"kubevirt.io/nodeName\":\"" + node + "\"}}}"):
// the text is the concatenation's with every operand that is no constant
// a value. A key a named constant supplies is no key typed here. Each
// concatenation's text is read once for all its pieces and both codes
// (concatTexts).
func (kp *keyPlaces) concatKeys(cur inspector.Cursor, val string) []string {
	if !strings.Contains(val, `"`) {
		return nil
	}
	p := cur.Parent()
	for _, ok := p.Node().(*ast.ParenExpr); ok; _, ok = p.Node().(*ast.ParenExpr) {
		p = p.Parent()
	}
	be, ok := p.Node().(*ast.BinaryExpr)
	if !ok || be.Op != token.ADD {
		return nil
	}
	var out []string
	for _, k := range kp.concatTexts().keysOf(p, be) {
		if strings.Contains(val, `"`+k+`"`) {
			out = append(out, k)
		}
	}
	return out
}

// concatTexts are the keys of the patch texts of a package's
// concatenations, read once per concatenation: outer maps each + that is
// a piece of a concatenation to the whole, keys the whole to the keys its
// text quotes in labels or annotations.
type concatTexts struct {
	info  *types.Info
	outer map[*ast.BinaryExpr]*ast.BinaryExpr
	keys  map[*ast.BinaryExpr][]string
}

func (kp *keyPlaces) concatTexts() *concatTexts {
	if kp.concats == nil {
		kp.concats = &concatTexts{info: kp.ctx.Pass.TypesInfo, outer: map[*ast.BinaryExpr]*ast.BinaryExpr{}, keys: map[*ast.BinaryExpr][]string{}}
	}
	return kp.concats
}

// outerConcat returns the outermost + of the concatenation c's node is in,
// climbing from c through parentheses and + operations; nil when there is
// none.
func outerConcat(c inspector.Cursor) *ast.BinaryExpr {
	var whole *ast.BinaryExpr
	for ; ; c = c.Parent() {
		n, isBin := c.Node().(*ast.BinaryExpr)
		if _, isParen := c.Node().(*ast.ParenExpr); !isParen && (!isBin || n.Op != token.ADD) {
			return whole
		}
		if isBin {
			whole = n
		}
	}
}

// keysOf returns the keys of the concatenation be (at cur) is a piece of.
func (ct *concatTexts) keysOf(cur inspector.Cursor, be *ast.BinaryExpr) []string {
	whole, ok := ct.outer[be]
	if !ok {
		whole = outerConcat(cur)
		ct.outer[whole] = whole
		for _, piece := range code.ConcatPieces(whole) {
			ct.outer[piece] = whole
		}
	}
	if keys, ok := ct.keys[whole]; ok {
		return keys
	}
	var keys []string
	if c, ok := code.ConcatText(ct.info, whole); ok && strings.Contains(c.Format, "metadata") {
		keys = jsonTextKeys(c.Format)
	}
	ct.keys[whole] = keys
	return keys
}

// metadataKeys adds to out the member names of the labels and annotations
// objects below v; meta says v is a "metadata" object.
func metadataKeys(v any, meta bool, out *[]string) {
	switch v := v.(type) {
	case []any:
		for _, e := range v {
			metadataKeys(e, false, out)
		}
	case map[string]any:
		if path, ok := v["path"].(string); ok && wholeMetaPath(path) {
			// A JSON-patch operation that sets the whole map.
			metadataKeys(map[string]any{"labels": v["value"]}, true, out)
			return
		}
		for name, m := range v {
			obj, isObj := m.(map[string]any)
			if !isObj || !meta || (name != "labels" && name != "annotations") {
				metadataKeys(m, name == "metadata", out)
				continue
			}
			for k := range obj {
				if _, formatted := code.Verb(k); !formatted {
					*out = append(*out, k)
				}
			}
		}
	}
}

// selectorKeys returns the keys of s's requirements when s is (the start of)
// a label selector, and whether one has an operator (without one, only the
// place can say it is a selector): requirements `[!]key`,
// `key(=|==|!=)value` or `key (in|notin) (values)`, separated by commas, a
// value possibly empty or a format verb (the rest is appended or formatted
// in). Anything else (a message that mentions a key) gives none.
func selectorKeys(s string) ([]string, bool) {
	p := selParser{s: s}
	var keys []string
	ops := false
	for {
		p.space()
		neg := p.eat("!")
		k := p.word(isKeyByte)
		if k == "" {
			return nil, false
		}
		keys = append(keys, k)
		p.space()
		switch {
		case p.eat("==") || p.eat("!=") || p.eat("="):
			p.space()
			p.word(isValueByte)
			ops = true
		case p.keyword("notin") || p.keyword("in"):
			if !p.valueSet() {
				return nil, false
			}
			ops = true
		case neg:
			ops = true
		}
		p.space()
		if p.done() {
			break
		}
		if !p.eat(",") {
			return nil, false
		}
		if p.space(); p.done() {
			break
		}
	}
	return keys, ops
}

// selParser reads a selector left to right.
type selParser struct {
	s string
	i int
}

func (p *selParser) done() bool { return p.i >= len(p.s) }

func (p *selParser) space() {
	for !p.done() && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *selParser) eat(tok string) bool {
	if strings.HasPrefix(p.s[p.i:], tok) {
		p.i += len(tok)
		return true
	}
	return false
}

// keyword eats an operator word followed by a space or "(".
func (p *selParser) keyword(w string) bool {
	rest := p.s[p.i:]
	if !strings.HasPrefix(rest, w) || len(rest) > len(w) && rest[len(w)] != ' ' && rest[len(w)] != '(' {
		return false
	}
	p.i += len(w)
	return true
}

// valueSet reads "(v1, v2)" of an in or notin requirement, which may stop
// anywhere (the rest is appended).
func (p *selParser) valueSet() bool {
	p.space()
	if p.done() {
		return true
	}
	if !p.eat("(") {
		return false
	}
	for {
		p.space()
		p.word(isValueByte)
		p.space()
		switch {
		case p.done() || p.eat(")"):
			return true
		case !p.eat(","):
			return false
		}
	}
}

func (p *selParser) word(ok func(byte) bool) string {
	start := p.i
	for !p.done() && ok(p.s[p.i]) {
		p.i++
	}
	return p.s[start:p.i]
}

func isValueByte(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '.' || b == '_' || b == '-' || b == '%'
}

func isKeyByte(b byte) bool { return isValueByte(b) && b != '%' || b == '/' }

// selectorPlace reports whether the literal at cur stands where a label
// selector goes: the value of a LabelSelector field (metav1.ListOptions,
// metav1.LabelSelector's string form in other APIs) in a literal or an
// assignment, or the argument of apimachinery's labels.Parse.
func selectorPlace(info *types.Info, cur inspector.Cursor) bool {
	lit := cur.Node()
	switch p := cur.Parent().Node().(type) {
	case *ast.KeyValueExpr:
		id, ok := p.Key.(*ast.Ident)
		return ok && p.Value == lit && id.Name == "LabelSelector"
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r == lit && len(p.Lhs) == len(p.Rhs) {
				sel, ok := p.Lhs[i].(*ast.SelectorExpr)
				return ok && sel.Sel.Name == "LabelSelector"
			}
		}
	case *ast.CallExpr:
		fn := code.Callee(info, p)
		return fn != nil && fn.Pkg() != nil && selector.PkgPath(fn.Pkg()) == "k8s.io/apimachinery/pkg/labels" &&
			(fn.Name() == "Parse" || fn.Name() == "ParseToRequirements")
	}
	return false
}

// constUsedAsKey reports whether the literal at cur is the value of a
// constant the package uses at a key place (kubevirtLabelKey =
// "kubevirt.io", then MatchLabels: {kubevirtLabelKey: …}): the key typed
// by hand once, under another name. Asked only of a literal equal to a
// short key.
func constUsedAsKey(info *types.Info, cur inspector.Cursor, places *keyPlaces) bool {
	spec, ok := cur.Parent().Node().(*ast.ValueSpec)
	if !ok {
		return false
	}
	var c *types.Const
	for i, v := range spec.Values {
		if v == cur.Node() && i < len(spec.Names) {
			c, _ = info.Defs[spec.Names[i]].(*types.Const)
		}
	}
	if c == nil {
		return false
	}
	for _, e := range places.list() {
		if id, ok := e.(*ast.Ident); ok && info.Uses[id] == c {
			return true
		}
	}
	return false
}
