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
}

func TestQuote(t *testing.T) {
	assert.Equal(t, `"abc"`, safetext.Quote("abc", 3))
	assert.Equal(t, `"ab…"`, safetext.Quote("abc", 2))
	assert.Equal(t, `"éé…"`, safetext.Quote("ééé", 2), "cut at runes, never inside one")
	assert.Equal(t, `"a\nb\u202e"`, safetext.Quote("a\nb\u202e", 10), "control and bidirectional characters escaped")
}
