package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/kvlint/kvlint/internal/code"
)

// TestAssignments: what each local holds, and which stand for one value.
// A parameter or named result assigned once in the body still holds its
// caller's value before that: it stands for nothing (before, the single
// reading counted it as its one assignment).
func TestAssignments(t *testing.T) {
	_, f, info := check(t, `package p

func f(param string) (res string) {
	once := "a"
	twice := "b"
	twice = "c"
	bumped := 1
	bumped++
	var later string
	later = "d"
	param = "e"
	res = "f"
	var addr string
	_ = &addr
	for _, el := range []string{"g", "h"} {
		_ = el
	}
	x, y := two()
	_, _, _, _, _, _ = once, twice, bumped, later, x, y
	return
}

func two() (int, int) { return 1, 2 }
`)
	ins := inspector.New([]*ast.File{f})
	text := func(m map[*types.Var][]string) map[string][]string {
		out := map[string][]string{}
		for v, vals := range m {
			out[v.Name()] = vals
		}
		return out
	}
	all := map[*types.Var][]string{}
	for v, vals := range code.Assignments(info, ins) {
		for _, val := range vals {
			all[v] = append(all[v], types.ExprString(val))
		}
	}
	assert.Equal(t, map[string][]string{
		"once": {`"a"`}, "twice": {`"b"`, `"c"`}, "later": {`"d"`}, "el": {`"g"`, `"h"`},
	}, text(all))
	single := map[*types.Var][]string{}
	for v, val := range code.SingleAssignments(info, ins) {
		single[v] = []string{types.ExprString(val)}
	}
	assert.Equal(t, map[string][]string{"once": {`"a"`}, "later": {`"d"`}}, text(single))
}
