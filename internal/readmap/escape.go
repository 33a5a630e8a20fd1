package readmap

import (
	"strings"

	"github.com/kvlint/kvlint/internal/safetext"
)

// Everything the map prints comes from the policy or the analysed source:
// names, docs, API selectors, paths. Each output format escapes it so that
// no value can break out of its cell, label or string.

// clean replaces every rune safetext rejects (line breaks, control,
// invisible and bidirectional formatting characters) by a space.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if safetext.Kind(r) != "" {
			return ' '
		}
		return r
	}, s)
}

// mdEscaper escapes the characters Markdown (GitHub flavour, tables
// included) gives a meaning to.
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `&lt;`, `>`, `&gt;`, `|`, `\|`, `#`, `\#`, `"`, `&quot;`, `&`, `&amp;`,
)

// md renders plain text for Markdown.
func md(s string) string { return mdEscaper.Replace(clean(s)) }

// mdCode renders text as a code span that survives a table cell: the fence
// is longer than any backtick run inside, and | is escaped (GitHub reads \|
// in a code span inside a table as |).
func mdCode(s string) string {
	s = strings.ReplaceAll(clean(s), "|", `\|`)
	fence := "`"
	for strings.Contains(s, fence) {
		fence += "`"
	}
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") || fence != "`" {
		return fence + " " + s + " " + fence
	}
	return fence + s + fence
}

// urlEscaper keeps a URL inside the parentheses of a Markdown link.
var urlEscaper = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E", `"`, "%22", "|", "%7C", "`", "%60")

// mdLink renders a link to a location: [text](url), or the text and the
// location as code when the map has no link base.
func mdLink(text string, l Loc) string {
	if l.URL != "" {
		return "[" + md(text) + "](" + urlEscaper.Replace(clean(l.URL)) + ")"
	}
	pos := l.File + ":" + itoa(l.Line)
	if text == pos {
		return mdCode(pos)
	}
	if strings.Contains(text, pos) {
		return md(text) // the text names the place already
	}
	return md(text) + " " + mdCode(pos)
}

// dot renders text inside a DOT double-quoted string: backslash and quote
// escaped, line breaks as the \n escape.
func dot(s string) string {
	s = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(s)
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '"':
			b.WriteString(`\"`)
		case r == '\n':
			b.WriteString(`\n`)
		case safetext.Kind(r) != "":
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
