package code

import (
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"
)

// fmtVerb matches a format verb of fmt with what may stand before its
// letter: flags, an explicit argument index, a width or precision given by
// a number or taken from an argument (*), each * with an index of its own.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*(\[\d+\])?(\*|\d+)?(\.(\[\d+\])?(\*|\d+)?)?(\[\d+\])?[a-zA-Z]|%%`)

// FormatVerb is one format verb of a text: where it stands (Start, End)
// and the argument it stands for (Arg, 0 for the format's first).
type FormatVerb struct{ Start, End, Arg int }

// FormatVerbs numbers the format verbs of s as fmt does, after explicit
// indexes (%[2]s) and the arguments a * takes; "%%" is no verb.
func FormatVerbs(s string) []FormatVerb {
	var out []FormatVerb
	next := 0
	for _, m := range fmtVerb.FindAllStringSubmatchIndex(s, -1) {
		if s[m[0]:m[1]] == "%%" {
			continue
		}
		// Submatches: 1 index before the width, 2 width, 4 index before
		// the precision, 5 precision, 6 index before the letter.
		for g := 1; g <= 6; g++ {
			lo, hi := m[2*g], m[2*g+1]
			switch {
			case lo < 0 || g == 3:
			case s[lo] == '[':
				n, _ := strconv.Atoi(s[lo+1 : hi-1])
				next = n - 1
			case s[lo] == '*':
				next++
			}
		}
		out = append(out, FormatVerb{m[0], m[1], next})
		next++
	}
	return out
}

// verbHolder is what the i-th verb becomes: a number no JSON text holds by
// itself, valid outside quotes and inside them.
const verbPrefix, verbSuffix = "-7770000", "e-300"

// JSONText decodes s when it is a JSON object or array once each format
// verb stands for a value (fmt.Sprintf(`{"op": "replace", "path": %q}`, p)
// is a patch whatever p is): how patches and other payloads were typed by
// hand before builders existed. A verb becomes a placeholder, a number
// outside quotes and a string inside them, that Verb numbers; numbers
// decode as json.Number. Anything else, a message or YAML that mentions
// such text included, is no JSON text.
func JSONText(s string) (any, bool) {
	t := strings.TrimSpace(s)
	if t == "" || (t[0] != '[' && t[0] != '{') {
		return nil, false
	}
	if strings.Contains(t, "%") {
		var b strings.Builder
		last := 0
		for _, v := range FormatVerbs(t) {
			if v.Arg >= 0 {
				b.WriteString(t[last:v.Start])
				b.WriteString(verbPrefix + strconv.Itoa(v.Arg) + verbSuffix)
				last = v.End
			}
		}
		t = b.String() + t[last:]
	}
	d := json.NewDecoder(strings.NewReader(t))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil || d.More() {
		return nil, false
	}
	return v, true
}

// Verb returns the index of the format verb a value JSONText decoded
// stands for (0 for the first verb, the format's first argument).
func Verb(v any) (int, bool) {
	var s string
	switch v := v.(type) {
	case string:
		s = v
	case json.Number:
		s = string(v)
	default:
		return 0, false
	}
	digits, ok := strings.CutPrefix(s, verbPrefix)
	if !ok {
		return 0, false
	}
	digits, ok = strings.CutSuffix(digits, verbSuffix)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(digits)
	return n, err == nil && n >= 0
}

// UnescapeJSONPointer returns a JSON-pointer segment as the name it stands
// for: ~1 is /, ~0 is ~ (RFC 6901).
func UnescapeJSONPointer(seg string) string {
	return strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
}

// EscapeJSONPointer returns name as a JSON-pointer segment.
func EscapeJSONPointer(name string) string {
	return strings.ReplaceAll(strings.ReplaceAll(name, "~", "~0"), "/", "~1")
}

// Concat is a string concatenation ("{\"status\":{\"phase\":\"" + p +
// "\"}}") read as a format: the text of its constant operands, each other
// operand a verb.
type Concat struct {
	Format string     // a constant operand's "%" is "%%"
	Args   []ast.Expr // the operands the verbs stand for, in order
}

// ConcatPieces returns the + operations below be that are pieces of its
// concatenation (through parentheses, not into calls): what ConcatText(be)
// reads with be. A walk that meets be first need not read them again.
func ConcatPieces(be *ast.BinaryExpr) []*ast.BinaryExpr {
	var out []*ast.BinaryExpr
	var walk func(*ast.BinaryExpr)
	walk = func(b *ast.BinaryExpr) {
		for _, x := range []ast.Expr{b.X, b.Y} {
			if sub, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && sub.Op == token.ADD {
				out = append(out, sub)
				walk(sub)
			}
		}
	}
	walk(be)
	return out
}

// ConcatText reads e as a Concat when it is a + of strings (through
// parentheses); its operands' own + count as the same concatenation.
func ConcatText(info *types.Info, e ast.Expr) (Concat, bool) {
	be, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || be.Op != token.ADD || !IsString(info.TypeOf(be)) {
		return Concat{}, false
	}
	var c Concat
	var b strings.Builder
	var walk func(ast.Expr)
	walk = func(x ast.Expr) {
		x = ast.Unparen(x)
		if s, ok := ConstString(info, x); ok {
			b.WriteString(strings.ReplaceAll(s, "%", "%%"))
			return
		}
		if sub, ok := x.(*ast.BinaryExpr); ok && sub.Op == token.ADD {
			walk(sub.X)
			walk(sub.Y)
			return
		}
		b.WriteString("%v")
		c.Args = append(c.Args, x)
	}
	walk(be.X)
	walk(be.Y)
	c.Format = b.String()
	return c, true
}

// VerbValue is the placeholder JSONText decodes the i-th format verb to,
// for a tree built another way (a map literal) to stand for a value the
// same way: Verb(VerbValue(i)) is i.
func VerbValue(i int) string { return verbPrefix + strconv.Itoa(i) + verbSuffix }

// StringKeyedMap reports whether n is a map literal with string keys, its
// values of any type: the shape of an object json.Marshal turns into JSON
// (a merge patch built as maps), read by statusfield and handoff alike.
func StringKeyedMap(info *types.Info, n ast.Node) bool {
	lit, ok := n.(*ast.CompositeLit)
	if !ok {
		return false
	}
	t := info.TypeOf(lit)
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	return ok && IsString(m.Key())
}
