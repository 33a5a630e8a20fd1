package code_test

import (
	"encoding/json"
	"go/ast"
	"go/types"
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
	// Verbs are numbered as fmt numbers them: an explicit index moves the
	// count, a * takes an argument of its own, "%%" is none.
	v, ok = code.JSONText(`{"a": "%[2]s", "b": %s, "c": "%%s", "d": %*d, "e": %[1]s, "f": "%.*[5]f", "g": "%s"}`)
	require.True(t, ok)
	m := v.(map[string]any)
	for name, want := range map[string]int{"a": 1, "b": 2, "d": 4, "e": 0, "f": 4, "g": 5} {
		got, ok := code.Verb(m[name])
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	assert.Equal(t, "%%s", m["c"])
	for _, text := range []string{``, `"a string"`, `42`, `cannot patch {"op"}`, `{"op": `, `Example: '{"op": "add"}'`, `{%s}`, `{"a": 1} {"b": 2}`} {
		_, ok := code.JSONText(text)
		assert.False(t, ok, text)
	}
}

// A concatenation reads as a format whose verbs are its other operands, in
// order, through parentheses and named constants; a constant operand's
// "%" stays text.
func TestConcatText(t *testing.T) {
	_, f, info := check(t, `package p

const open = "{\"status\":{\"phase\":\""

func f(phase, reason string, n int) []string {
	return []string{
		open + phase + "\",\"reason\":\"" + (reason + "%d\"}}"),
		"a" + "b",
		string(rune(n)),
	}
}
`)
	var lits []ast.Expr
	ast.Inspect(f, func(n ast.Node) bool {
		if cl, ok := n.(*ast.CompositeLit); ok {
			lits = cl.Elts
			return false
		}
		return true
	})
	require.Len(t, lits, 3)
	c, ok := code.ConcatText(info, lits[0])
	require.True(t, ok)
	assert.Equal(t, `{"status":{"phase":"%v","reason":"%v%%d"}}`, c.Format)
	require.Len(t, c.Args, 2)
	assert.Equal(t, "phase", c.Args[0].(*ast.Ident).Name)
	assert.Equal(t, "reason", c.Args[1].(*ast.Ident).Name)
	v, ok := code.JSONText(c.Format)
	require.True(t, ok)
	st := v.(map[string]any)["status"].(map[string]any)
	_, ok = code.Verb(st["reason"])
	assert.False(t, ok, "a verb with text beside it is a string of its own")
	i, ok := code.Verb(st["phase"])
	assert.True(t, ok)
	assert.Equal(t, 0, i)
	c, ok = code.ConcatText(info, lits[1])
	require.True(t, ok)
	assert.Equal(t, "ab", c.Format)
	assert.Empty(t, c.Args)
	_, ok = code.ConcatText(info, lits[2])
	assert.False(t, ok)
}

// TestConcatPieces: the pieces of a concatenation are its + operations
// through parentheses; one inside a call's argument is a concatenation of
// its own.
func TestConcatPieces(t *testing.T) {
	_, f, _ := check(t, `package p

func trim(s string) string { return s }

func f(a, b, c string) string {
	return a + (b + c) + trim(a+b) + "x"
}
`)
	var whole *ast.BinaryExpr
	ast.Inspect(f, func(n ast.Node) bool {
		if be, ok := n.(*ast.BinaryExpr); ok && whole == nil {
			whole = be
		}
		return true
	})
	require.NotNil(t, whole)
	var got []string
	for _, p := range code.ConcatPieces(whole) {
		got = append(got, types.ExprString(p))
	}
	assert.Equal(t, []string{
		"a + (b + c) + trim(a + b)",
		"a + (b + c)",
		"b + c",
	}, got)
}

func TestTextBeforeArg(t *testing.T) {
	for _, tc := range []struct {
		format string
		k      int
		want   string
		ok     bool
	}{
		{"/metadata/labels/%s", 0, "/metadata/labels/", true},
		{"%s=%s", 1, "%s=", true},
		{"%[2]s/%[1]s", 0, "%[2]s/", true}, // explicit indexes
		{"100%% %s", 0, "100%% ", true},    // %% is no verb
		{"%s", 1, "", false},               // no verb for the argument
		{"plain", 0, "", false},
	} {
		got, ok := code.TextBeforeArg(tc.format, tc.k)
		assert.Equal(t, tc.ok, ok, tc.format)
		assert.Equal(t, tc.want, got, tc.format)
	}
}
