package code_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
)

// A format verb stands for a value inside quotes and outside them; text
// that is no JSON object or array, once the verbs are values, is none.
func TestJSONText(t *testing.T) {
	for _, c := range []struct {
		text string
		want any
	}{
		{`{"op": "replace", "path": "/status/phase", "value": "%s"}`, map[string]any{"op": "replace", "path": "/status/phase", "value": "0"}},
		{` [{"a": %v}, {"b": %-8.3f}] `, []any{map[string]any{"a": 0.0}, map[string]any{"b": 0.0}}},
		{`{"metadata": {"labels": {"%s": "%t"}}}`, map[string]any{"metadata": map[string]any{"labels": map[string]any{"0": "0"}}}},
		{`{"100%%": true}`, map[string]any{"100%%": true}},
	} {
		got, ok := code.JSONText(c.text)
		assert.True(t, ok, c.text)
		assert.Equal(t, c.want, got, c.text)
	}
	for _, text := range []string{``, `"a string"`, `42`, `cannot patch {"op"}`, `{"op": `, `Example: '{"op": "add"}'`, `{%s}`} {
		_, ok := code.JSONText(text)
		assert.False(t, ok, text)
	}
}
