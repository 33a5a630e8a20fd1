package safetext_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/safetext"
)

func TestEscape(t *testing.T) {
	assert.Equal(t, "plain → text", safetext.Escape("plain → text"), "printable text is unchanged")
	assert.Equal(t, `a\n::error x`, safetext.Escape("a\n::error x"))
	assert.Equal(t, `a\r\tb\u0000`, safetext.Escape("a\r\tb\x00"))
	assert.Equal(t, `ok \u202egnp.`, safetext.Escape("ok \u202egnp."))
	assert.Equal(t, `zero\u200bwidth`, safetext.Escape("zero\u200bwidth"))
}

func TestCheck(t *testing.T) {
	assert.NoError(t, safetext.Check("a reason\twith a tab", false))
	assert.NoError(t, safetext.Check("two\nlines", true))
	assert.EqualError(t, safetext.Check("two\nlines", false), "contains a control character (U+000A); write plain text")
	assert.EqualError(t, safetext.Check("x\u2067y", true), "contains a bidirectional formatting character (U+2067); write plain text")
	assert.EqualError(t, safetext.Check("\ufeffx", true), "contains an invisible or replacement character (U+FEFF); write plain text")
	// Every format character (Cf) and the line and paragraph separators,
	// which kvlint map also blanks out: one rule for both.
	assert.EqualError(t, safetext.Check("a\u2028b", true), "contains a line or paragraph separator (U+2028); write plain text")
	assert.EqualError(t, safetext.Check("a\u2062b", true), "contains an invisible or replacement character (U+2062); write plain text")
	assert.EqualError(t, safetext.Check("a\U000E0041b", true), "contains an invisible or replacement character (U+E0041); write plain text")
	assert.NoError(t, safetext.Check("café → naïve ✓ 日本", false), "letters, symbols and arrows are text")
	assert.Equal(t, `a\u2029b`, safetext.Escape("a\u2029b"))
}

func TestQuote(t *testing.T) {
	assert.Equal(t, `"abc"`, safetext.Quote("abc", 3))
	assert.Equal(t, `"ab…"`, safetext.Quote("abc", 2))
	assert.Equal(t, `"éé…"`, safetext.Quote("ééé", 2), "cut at runes, never inside one")
	assert.Equal(t, `"a\nb\u202e"`, safetext.Quote("a\nb\u202e", 10), "control and bidirectional characters escaped")
}

func TestBlank(t *testing.T) {
	assert.Equal(t, "plain → text", safetext.Blank("plain → text"), "printable text is unchanged")
	assert.Equal(t, "a b c d e f g", safetext.Blank("a\nb\u202ec\u2028d\x00e\ufefff\tg"), "line breaks, bidi, separators, controls, invisibles and tabs")
	for _, r := range []rune{'\n', '\r', 0x202e, 0x2066, 0xfffd, 0x200b} {
		assert.Equal(t, " ", safetext.Blank(string(r)), "%U is what Kind names", r)
	}
}

func TestOneLine(t *testing.T) {
	assert.Equal(t, "go: cannot find module providing package x", safetext.OneLine("go: cannot find module\n\tproviding package x\n"))
	assert.Equal(t, "", safetext.OneLine(" \n "))
}
