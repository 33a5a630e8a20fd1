package handoff

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// selectorKeys reads a selector's requirement keys, and whether one has an
// operator; a message that mentions a key is no selector.
func TestSelectorKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
		ops  bool
	}{
		{"a=b", []string{"a"}, true},
		{"a==b, c!=d", []string{"a", "c"}, true},
		{"k.io/x=", []string{"k.io/x"}, true},
		{"k.io/x=%s", []string{"k.io/x"}, true},
		{"k.io/x in (a, b),y", []string{"k.io/x", "y"}, true},
		{"k.io/x notin (", []string{"k.io/x"}, true},
		{"k.io/x in", []string{"k.io/x"}, true},
		{"!k.io/x", []string{"k.io/x"}, true},
		{"a=b,", []string{"a"}, true},
		{"k.io/x", []string{"k.io/x"}, false}, // a bare key: a selector only by its place
		{"a,b", []string{"a", "b"}, false},
		{"select a=b", nil, false}, // a word before the key
		{"a=b c", nil, false},      // text after a value
		{"a inside=b", nil, false}, // "in" must be a word
		{"a in (b c)", nil, false}, // values need commas
		{"", nil, false},
	} {
		got, ops := selectorKeys(c.in)
		assert.Equal(t, c.want, got, "%q", c.in)
		assert.Equal(t, c.ops, ops, "%q", c.in)
	}
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

func TestJSONTextKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{`{"metadata":{"labels":{"k.io/x":"1","b":"%s"},"annotations":{"a":null}}}`, []string{"a", "b", "k.io/x"}},
		{`{"spec":{"template":{"metadata":{"labels":{"k.io/y":"%t"}}}}}`, []string{"k.io/y"}},
		{`[{"metadata":{"annotations":{"k.io/z":""}}}]`, []string{"k.io/z"}},
		{`{"metadata":{"labels":{"%s":"false","k.io/x":"%s"}}}`, []string{"k.io/x"}}, // a key formatted in is none
		{`{"labels":{"k.io/x":"1"},"data":{"metadata":"x"}}`, nil},
		{`{"metadata":{"name":"k.io/x","labels":"k.io/x"}}`, nil},
		{`metadata.labels["k.io/x"]`, nil},
		// A JSON-patch operation that sets the whole map.
		{`[{"op":"add","path":"/metadata/labels","value":{"k.io/x":"1"}},{"op":"test","path":"/spec/template/metadata/annotations","value":{"k.io/y":%q}}]`, []string{"k.io/x", "k.io/y"}},
		{`{"op":"add","path":"/metadata/labels","value":"k.io/x"}`, nil},
		{`{"op":"add","path":"/metadata/name","value":{"k.io/x":"1"}}`, nil},
	} {
		assert.Equal(t, c.want, jsonTextKeys(c.in), c.in)
	}
}

// HO1005 reads the keys a literal spells where its text says a key stands;
// a bare key is no selector by its text alone.
func TestSpelledKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"k.io/x=a,k.io/y!=b", []string{"k.io/x", "k.io/y"}},
		{"/metadata/annotations/k.io~1x", []string{"k.io/x"}},
		{`{"metadata":{"labels":{"k.io/x":"1"}}}`, []string{"k.io/x"}},
		{"k.io/x", nil},
		{"cannot select k.io/x=a", nil},
		{"/status/phase", nil},
	} {
		assert.Equal(t, c.want, spelledKeys(c.in), c.in)
	}
}
