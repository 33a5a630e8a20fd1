package readmap

import (
	"strings"

	"github.com/kvlint/kvlint/internal/lazy"
	"github.com/kvlint/kvlint/internal/safetext"
)

// Everything the map prints comes from the policy or the analysed source:
// names, docs, API selectors, paths. Each output format escapes it so that
// no value can break out of its cell, label or string.

// mdEscaper escapes the characters Markdown (GitHub flavour, tables
// included) gives a meaning to.
var mdEscaper = lazy.Value[*strings.Replacer]{New: func() *strings.Replacer {
	return strings.NewReplacer(
		`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
		`<`, `&lt;`, `>`, `&gt;`, `|`, `\|`, `#`, `\#`, `"`, `&quot;`, `&`, `&amp;`,
	)
}}

// md renders plain text for Markdown.
func md(s string) string { return mdEscaper.Get().Replace(safetext.Blank(s)) }

// mdCode renders text as a code span that survives a table cell: the fence
// is longer than any backtick run inside, and | is escaped (GitHub reads \|
// in a code span inside a table as |).
func mdCode(s string) string {
	s = strings.ReplaceAll(safetext.Blank(s), "|", `\|`)
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
var urlEscaper = lazy.Value[*strings.Replacer]{New: func() *strings.Replacer {
	return strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E", `"`, "%22", "|", "%7C", "`", "%60")
}}

// mdLink renders a link to a location: [text](url), or the text and the
// location as code when the map has no link base.
func mdLink(text string, l Loc) string {
	if l.URL != "" {
		return "[" + md(text) + "](" + urlEscaper.Get().Replace(safetext.Blank(l.URL)) + ")"
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

// dotEscaper escapes what a DOT double-quoted string gives a meaning to
// (backslash, quote) and writes every line break as the \n escape.
var dotEscaper = lazy.Value[*strings.Replacer]{New: func() *strings.Replacer {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r\n", `\n`, "\r", `\n`, "\n", `\n`)
}}

// dot renders text inside a DOT double-quoted string: escaped, then what
// safetext rejects blanked.
func dot(s string) string { return safetext.Blank(dotEscaper.Get().Replace(s)) }
