package code

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// fmtVerb matches a format verb of fmt, which stands for a value in a
// format string; an explicit argument index (%[2]s) or a width from an
// argument (%*d) is not matched, so Verb cannot misnumber the arguments.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*\d*(\.\d+)?[a-zA-Z]`)

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
	i := 0
	t = fmtVerb.ReplaceAllStringFunc(t, func(string) string {
		i++
		return verbPrefix + strconv.Itoa(i-1) + verbSuffix
	})
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
