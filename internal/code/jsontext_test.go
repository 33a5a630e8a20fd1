package code_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kvlint/kvlint/internal/code"
)

// A format verb stands for a value inside quotes and outside them, and
// Verb numbers it; text that is no JSON object or array, once the verbs are
// values, is none.
func TestJSONText(t *testing.T) {
	v, ok := code.JSONText(` [{"op": "replace", "path": "/status/phase", "value": "%s"}, {"n": %-8.3f, "m": 7, "k": "%%d"}] `)
	require.True(t, ok)
	ops := v.([]any)
	first, second := ops[0].(map[string]any), ops[1].(map[string]any)
	assert.Equal(t, "/status/phase", first["path"])
	for want, val := range []any{first["value"], second["n"]} {
		got, ok := code.Verb(val)
		assert.True(t, ok)
		assert.Equal(t, want, got)
	}
	for _, val := range []any{first["op"], second["m"], second["k"], json.Number("7"), nil, true} {
		_, ok := code.Verb(val)
		assert.False(t, ok, val)
	}
	v, ok = code.JSONText(`{"metadata": {"labels": {"%s": "%t"}}}`)
	require.True(t, ok)
	for k, val := range v.(map[string]any)["metadata"].(map[string]any)["labels"].(map[string]any) {
		i, ok := code.Verb(k)
		assert.True(t, ok && i == 0, k)
		i, ok = code.Verb(val)
		assert.True(t, ok && i == 1, val)
	}
	for _, text := range []string{``, `"a string"`, `42`, `cannot patch {"op"}`, `{"op": `, `Example: '{"op": "add"}'`, `{%s}`, `{"a": 1} {"b": 2}`, `{"a": %[1]s}`} {
		_, ok := code.JSONText(text)
		assert.False(t, ok, text)
	}
}
