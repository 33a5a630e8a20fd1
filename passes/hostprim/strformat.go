package hostprim

import (
	"go/ast"
	"go/constant"
	"slices"
	"strings"
)

// sprintfVals returns the strings fmt.Sprintf may make of the format f
// and args: the format's text with each %s, %v or %d filled in by what its
// argument may be (fmt.Sprintf("%s/%s", sysctlBase, knob) writes below
// the constant sysctlBase), up to the first verb whose argument is not
// known or that formats otherwise (%q, %x, …).
func (m *matcher) sprintfVals(f strVal, args []ast.Expr, w *strWalk, depth int) []strVal {
	if !f.Full {
		return []strVal{f}
	}
	vals := []strVal{{"", true}}
	parts := formatParts(f.S)
	for i, p := range parts {
		if p.verb == "" {
			return appendStrs(vals, []strVal{{p.text, i == len(args)}})
		}
		vals = appendStrs(vals, []strVal{{p.text, true}})
		var fill []strVal
		if i < len(args) && slices.Contains([]string{"%s", "%v", "%d"}, p.verb) {
			fill = m.strValsAt(args[i], w, depth+1)
			if tv, ok := m.info.Types[args[i]]; ok && tv.Value != nil && tv.Value.Kind() == constant.Int {
				fill = []strVal{{tv.Value.ExactString(), true}}
			}
		}
		if fill == nil {
			return stopped(vals)
		}
		vals = appendStrs(vals, fill)
		if !slices.ContainsFunc(vals, func(v strVal) bool { return v.Full }) {
			return vals
		}
	}
	return vals
}

// formatPart is a piece of a fmt format: text printed as it is (each "%%"
// already one "%"), then the verb after it, which takes the next
// argument ("" after the format's last text; "%" where no verb can be
// read). The format renderers (sprintfVals, fillFormat) read formats
// through it alone.
type formatPart struct{ text, verb string }

// formatParts splits a format into its parts, the last with no verb.
func formatParts(f string) []formatPart {
	var out []formatPart
	var text strings.Builder
	for {
		i := strings.IndexByte(f, '%')
		if i < 0 {
			text.WriteString(f)
			return append(out, formatPart{text: text.String()})
		}
		text.WriteString(f[:i])
		v := verbAt(f[i:])
		f = f[i+len(v):]
		if v == "%%" {
			text.WriteByte('%')
			continue
		}
		out = append(out, formatPart{text.String(), v})
		text.Reset()
	}
}

// verbAt returns the formatting verb s starts with ("%%" for a percent
// sign), or "%" where none can be read.
func verbAt(s string) string {
	if strings.HasPrefix(s, "%%") {
		return "%%"
	}
	if v := verb.Get().FindString(s); v != "" && strings.HasPrefix(s, v) {
		return v
	}
	return "%"
}

// appendStrs extends each whole value of vals by each of tails; a value
// known only up to a point (Full false) stays as it is.
func appendStrs(vals, tails []strVal) []strVal {
	var out []strVal
	for _, v := range vals {
		if !v.Full {
			out = addStrVals(out, v)
			continue
		}
		for _, t := range tails {
			out = addStrVals(out, strVal{v.S + t.S, t.Full})
		}
	}
	return out
}

// stopped marks every value of vals known only up to where it ends.
func stopped(vals []strVal) []strVal {
	out := make([]strVal, len(vals))
	for i, v := range vals {
		out[i] = strVal{v.S, false}
	}
	return out
}
