package handoff

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// selectorKeys reads a selector's requirement keys only when the text is a
// selector with an operator, so a message that mentions a key is no
// selector.
func TestSelectorKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"a=b", []string{"a"}},
		{"a==b, c!=d", []string{"a", "c"}},
		{"k.io/x=", []string{"k.io/x"}},
		{"k.io/x=%s", []string{"k.io/x"}},
		{"k.io/x in (a, b),y", []string{"k.io/x", "y"}},
		{"k.io/x notin (", []string{"k.io/x"}},
		{"k.io/x in", []string{"k.io/x"}},
		{"!k.io/x", []string{"k.io/x"}},
		{"a=b,", []string{"a"}},
		{"k.io/x", nil},     // no operator: a bare key (HO1003's exact match)
		{"a,b", nil},        // existence only
		{"select a=b", nil}, // a word before the key
		{"a=b c", nil},      // text after a value
		{"a inside=b", nil}, // "in" must be a word
		{"a in (b c)", nil}, // values need commas
		{"", nil},
	} {
		assert.Equal(t, c.want, selectorKeys(c.in, false), "%q", c.in)
	}
}

// Where the place says the text is a selector, a requirement needs no
// operator; the grammar holds all the same.
func TestSelectorKeysInPlace(t *testing.T) {
	assert.Equal(t, []string{"k.io"}, selectorKeys("k.io", true))
	assert.Equal(t, []string{"k.io", "b"}, selectorKeys("k.io,b", true))
	assert.Nil(t, selectorKeys("select k.io", true))
	assert.Nil(t, selectorKeys("k.io", false))
}

// patchPathKey takes the last segment of a path to a label or annotation,
// unescaped, also inside JSON text.
func TestPatchPathKey(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"/metadata/labels/k.io~1x", "k.io/x", true},
		{"/metadata/annotations/a~0b", "a~b", true},
		{"/spec/template/metadata/labels/k.io/x", "k.io/x", true}, // unescaped: the same key, typed wrongly
		{`{"path":"/metadata/labels/k.io~1x","value":1}`, "k.io/x", true},
		{"/metadata/labels/", "", false},
		{"/metadata/name", "", false},
		{"/status/phase", "", false},
	} {
		got, ok := patchPathKey(c.in)
		assert.Equal(t, c.ok, ok, "%q", c.in)
		assert.Equal(t, c.want, got, "%q", c.in)
	}
}
