package code

import (
	"encoding/json"
	"regexp"
	"strings"
)

// fmtVerb matches a format verb of fmt, which stands for a value in a
// format string.
var fmtVerb = regexp.MustCompile(`%[-+# 0]*(\d+|\*)?(\.(\d+|\*))?[a-zA-Z]`)

// JSONText decodes s when it is a JSON object or array once each format
// verb stands for a value (fmt.Sprintf(`{"op": "replace", "path": %q}`, p)
// is a patch whatever p is): how patches and other payloads were typed by
// hand before builders existed. A verb becomes 0, a number outside quotes
// and the string "0" inside them. Anything else, a message or YAML that
// mentions such text included, is no JSON text.
func JSONText(s string) (any, bool) {
	t := strings.TrimSpace(s)
	if t == "" || (t[0] != '[' && t[0] != '{') {
		return nil, false
	}
	var v any
	if json.Unmarshal([]byte(fmtVerb.ReplaceAllString(t, "0")), &v) != nil {
		return nil, false
	}
	return v, true
}
