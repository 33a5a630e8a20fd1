package readmap

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMarkdownEscaping(t *testing.T) {
	assert.Equal(t, `a \| b &lt;i&gt; \*x\* \_y\_ \[z\] \`+"`"+`c\`+"`"+` &quot;q&quot; &amp; \#`, md("a | b <i> *x* _y_ [z] `c` \"q\" & #"))
	assert.Equal(t, "one two", md("one\ntwo"), "a line break cannot end a table row")
	assert.Equal(t, "a b", md("a\u202eb"), "bidi overrides are dropped")
	assert.Equal(t, "a b c", md("a\u2028b\U000E0041c"), "line separators and tag characters too")
	assert.Equal(t, "`a\\|b`", mdCode("a|b"))
	assert.Equal(t, "`` a`b ``", mdCode("a`b"), "a fence longer than the backticks inside")
	assert.Equal(t, "[x](https://e.com/a%20b%29#L1)", mdLink("x", Loc{File: "a", Line: 1, URL: "https://e.com/a b)#L1"}))
	assert.Equal(t, "F `a.go:3`", mdLink("F", Loc{File: "a.go", Line: 3}))
}

func TestDOTEscaping(t *testing.T) {
	assert.Equal(t, `say \"hi\"\nback\\slash`, dot("say \"hi\"\nback\\slash"))
	assert.Equal(t, `a\nb`, dot("a\r\nb"))
	assert.Equal(t, "a b", dot("a\x00b"))
	assert.Equal(t, "a b c", dot("a\u2066b\ufffdc"), "what safetext rejects is blanked")
}
