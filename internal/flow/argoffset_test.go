package flow_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kvlint/kvlint/internal/code"
	"github.com/kvlint/kvlint/internal/flow"
	"github.com/kvlint/kvlint/internal/typestest"
)

// TestParamArgs: a method expression's call hands the receiver first and
// the parameters after it; a method call, a method value's and a plain
// function's hand the parameters alone.
func TestParamArgs(t *testing.T) {
	_, f, pkg, info := typestest.Source(t, "example.com/p", `package p

type T struct{}

func (T) M(a, b int) {}
func F(a, b int)     {}

func use(t T) {
	T.M(t, 1, 2)
	rm := T.M
	rm(t, 3, 4)
	t.M(5, 6)
	bound := t.M
	bound(7, 8)
	F(9, 10)
}
`)
	m, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup("T").Type(), false, pkg, "M")
	fn := pkg.Scope().Lookup("F").(*types.Func)
	var got [][]string
	var offs []int
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee := m.(*types.Func)
		if code.Callee(info, call) == fn {
			callee = fn
		}
		var args []string
		for _, a := range flow.ParamArgs(info, call, callee) {
			args = append(args, types.ExprString(a))
		}
		got = append(got, args)
		offs = append(offs, flow.ArgOffset(info, call, callee))
		return true
	})
	assert.Equal(t, [][]string{{"1", "2"}, {"3", "4"}, {"5", "6"}, {"7", "8"}, {"9", "10"}}, got)
	assert.Equal(t, []int{1, 1, 0, 0, 0}, offs)
}
